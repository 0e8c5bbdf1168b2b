import { checkReadiness } from "@/lib/server/ops/readiness";

// GET /api/ready: readiness. 200 when the database (and Redis and object storage when configured)
// answer, 503 otherwise or while the instance shuts down. Names the components and their state,
// never an error text, address or stack. No session and no throttle, like /api/health.
export const dynamic = "force-dynamic";

export async function GET() {
  const { ready, draining, checks } = await checkReadiness();
  const status = ready ? "ready" : draining ? "shutting down" : "unavailable";
  return Response.json({ status, checks }, { status: ready ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}

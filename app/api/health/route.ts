// GET /api/health: liveness. 200 while the process runs; touches nothing else. No session and no
// throttle (the one wrapper would count a load balancer's probes against its address), no internals.
export const dynamic = "force-dynamic";

export function GET() {
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}

import { timingSafeEqual } from "node:crypto";
import { errorJson } from "@/lib/server/http/respond";
import { getSettings } from "@/lib/core/env";
import { metrics } from "@/lib/data/metrics";

// GET /api/metrics: Prometheus text format for a scraper holding METRICS_TOKEN (Authorization:
// Bearer). Without a token configured the endpoint does not exist (404); a wrong token is 401.
// Outside the one wrapper on purpose: no session, and a scraper must never meet a throttle.
export const dynamic = "force-dynamic";

function sameToken(given: string, expected: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function GET(req: Request) {
  const token = getSettings().METRICS_TOKEN;
  if (!token) return errorJson("not_found", "Not found");
  const header = req.headers.get("authorization") ?? "";
  const given = header.startsWith("Bearer ") ? header.slice("Bearer ".length) : "";
  if (!sameToken(given, token)) return errorJson("unauthorized", "Unauthorized");
  const { registry } = metrics();
  return new Response(await registry.metrics(), { headers: { "Content-Type": registry.contentType, "Cache-Control": "no-store" } });
}

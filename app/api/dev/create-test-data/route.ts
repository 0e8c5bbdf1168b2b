import { errorJson } from "@/lib/server/http/respond";
import { withUser } from "@/lib/server/http/handler";
import { json } from "@/lib/server/http/respond";
import { devToolsEnabled } from "@/lib/core/env";
import { createTestData } from "@/lib/domain/posts/create-test-data";
import { serverText } from "@/lib/core/server-text";

const handler = withUser(async ({ user }) => json(await createTestData(user), 201));

// POST /api/dev/create-test-data: development helper; does not exist in production (404)
export async function POST(req: Request, ctx: { params: Promise<Record<string, string>> }) {
  if (!devToolsEnabled()) return errorJson("not_found", serverText("notFound"));
  return handler(req, ctx);
}

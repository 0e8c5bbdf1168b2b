import { errorJson } from "@/lib/api/respond";
import { withUser } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { devToolsEnabled } from "@/lib/env";
import { createTestData } from "@/lib/services/posts/create-test-data";

const handler = withUser(async ({ user }) => json(await createTestData(user.id), 201));

// POST /api/dev/create-test-data: development helper; does not exist in production (404)
export async function POST(req: Request, ctx: { params: Promise<Record<string, string>> }) {
  if (!devToolsEnabled()) return errorJson("not_found", "Not found");
  return handler(req, ctx);
}

import { readQuery } from "@/lib/server/http/body";
import { withUser } from "@/lib/server/http/handler";
import { pageResponse } from "@/lib/server/http/page-response";
import { listBlocks } from "@/lib/domain/safety/list-blocks";
import { safetyListQuerySchema } from "@/lib/contract/safety/schemas";

// GET /api/blocks?cursor=: the members I block, newest first, 50 per page; X-Next-Cursor names the next page
export const GET = withUser(async ({ req, user }) => {
  const page = await listBlocks(user, readQuery(req, safetyListQuerySchema).cursor);
  return pageResponse(page.items, page.nextCursor);
});

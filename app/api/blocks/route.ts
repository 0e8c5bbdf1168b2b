import { readQuery } from "@/lib/api/body";
import { withUser } from "@/lib/api/handler";
import { pageResponse } from "@/lib/api/page-response";
import { listBlocks } from "@/lib/services/safety/list-blocks";
import { safetyListQuerySchema } from "@/lib/validations/safety";

// GET /api/blocks?cursor=: the members I block, newest first, 50 per page; X-Next-Cursor names the next page
export const GET = withUser(async ({ req, user }) => {
  const page = await listBlocks(user.id, readQuery(req, safetyListQuerySchema).cursor);
  return pageResponse(page.items, page.nextCursor);
});

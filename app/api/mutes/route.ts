import { readQuery } from "@/lib/server/http/body";
import { withUser } from "@/lib/server/http/handler";
import { pageResponse } from "@/lib/server/http/page-response";
import { listMutes } from "@/lib/domain/safety/list-mutes";
import { safetyListQuerySchema } from "@/lib/contract/safety/schemas";

// GET /api/mutes?cursor=: the members I currently mute (with until), newest first, 50 per page; X-Next-Cursor names the next page
export const GET = withUser(async ({ req, user }) => {
  const page = await listMutes(user, readQuery(req, safetyListQuerySchema).cursor);
  return pageResponse(page.items, page.nextCursor);
});

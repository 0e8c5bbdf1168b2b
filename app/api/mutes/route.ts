import { readQuery } from "@/lib/api/body";
import { withUser } from "@/lib/api/handler";
import { pageResponse } from "@/lib/api/page-response";
import { listMutes } from "@/lib/services/safety/list-mutes";
import { safetyListQuerySchema } from "@/lib/validations/safety";

// GET /api/mutes?cursor=: the members I currently mute (with until), newest first, 50 per page; X-Next-Cursor names the next page
export const GET = withUser(async ({ req, user }) => {
  const page = await listMutes(user.id, readQuery(req, safetyListQuerySchema).cursor);
  return pageResponse(page.items, page.nextCursor);
});

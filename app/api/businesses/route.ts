import { withUser } from "@/lib/server/http/handler";
import { readQuery } from "@/lib/server/http/body";
import { pageResponse } from "@/lib/server/http/page-response";
import { listBusinesses } from "@/lib/domain/businesses/list-businesses";
import { listBusinessesQuerySchema } from "@/lib/contract/businesses/schemas";

// GET /api/businesses?businessType=&city=&search=&tags=&tags=&cursor=&limit=: the directory, filters
// combined, newest first; a JSON array, the next page's cursor in X-Next-Cursor, all matches in X-Total-Count
export const GET = withUser(async ({ req, user }) => {
  const page = await listBusinesses(user, readQuery(req, listBusinessesQuerySchema));
  return pageResponse(page.businesses, page.nextCursor, page.total);
});

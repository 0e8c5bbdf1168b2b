import { readQuery } from "@/lib/api/body";
import { badRequest } from "@/lib/api/errors";
import { withUser } from "@/lib/api/handler";
import { pageResponse } from "@/lib/api/page-response";
import { listTagPosts } from "@/lib/services/tags/list-tag-posts";
import { pageQuerySchema } from "@/lib/validations/posts";
import { INVALID_TAG, tagFromSegment } from "@/lib/validations/tags";

// GET /api/tags/{tag}/posts?cursor=&limit=: posts with #tag (any case, full- or half-width), newest first
export const GET = withUser<{ tag: string }>(
  async ({ req, params, user }) => {
    const tag = tagFromSegment(params.tag);
    if (!tag) throw badRequest(INVALID_TAG);
    const page = await listTagPosts(user, tag, readQuery(req, pageQuerySchema));
    return pageResponse(page.posts, page.nextCursor);
  },
  { textParams: { tag: INVALID_TAG } },
);

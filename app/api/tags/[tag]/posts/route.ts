import { readQuery } from "@/lib/server/http/body";
import { badRequest } from "@/lib/core/errors";
import { withUser } from "@/lib/server/http/handler";
import { pageResponse } from "@/lib/server/http/page-response";
import { listTagPosts } from "@/lib/domain/tags/list-tag-posts";
import { pageQuerySchema } from "@/lib/contract/posts/schemas";
import { INVALID_TAG, tagFromSegment } from "@/lib/contract/tags/schemas";

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

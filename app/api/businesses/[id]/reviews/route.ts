import { readJson, readQuery } from "@/lib/server/http/body";
import { withUser } from "@/lib/server/http/handler";
import { pageResponse } from "@/lib/server/http/page-response";
import { json } from "@/lib/server/http/respond";
import { createReview } from "@/lib/domain/reviews/create-review";
import { listReviews } from "@/lib/domain/reviews/list-reviews";
import { createReviewBodySchema, listReviewsQuerySchema } from "@/lib/contract/reviews/schemas";

// GET /api/businesses/[id]/reviews?cursor=&limit=: the reviews, newest first; the next page's cursor in X-Next-Cursor
export const GET = withUser<{ id: string }>(async ({ req, params, user }) => {
  const page = await listReviews(user, params.id, readQuery(req, listReviewsQuerySchema));
  return pageResponse(page.reviews, page.nextCursor);
});

// POST /api/businesses/[id]/reviews: the member's one review (409 already_reviewed for a second)
export const POST = withUser<{ id: string }>(async ({ req, params, user }) => {
  const body = await readJson(req, createReviewBodySchema);
  return json(await createReview(user, params.id, body), 201);
}, { throttle: "businessReview" });

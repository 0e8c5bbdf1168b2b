import { readJson } from "@/lib/server/http/body";
import { withUser } from "@/lib/server/http/handler";
import { deleteReview } from "@/lib/domain/reviews/delete-review";
import { updateReview } from "@/lib/domain/reviews/update-review";
import { updateReviewBodySchema } from "@/lib/contract/reviews/schemas";

// PUT /api/reviews/[id]: the author edits their review
export const PUT = withUser<{ id: string }>(async ({ req, params, user }) =>
  updateReview(user, params.id, await readJson(req, updateReviewBodySchema)),
  { throttle: "businessReview" },
);

// DELETE /api/reviews/[id]: the author (or an admin) deletes a review; answers the business's new rating
export const DELETE = withUser<{ id: string }>(async ({ params, user }) => deleteReview(user, params.id));

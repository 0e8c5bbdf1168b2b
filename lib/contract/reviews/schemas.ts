import { z } from "zod";
import { altTextSchema } from "@/lib/core/schema/media-text";
import { pageQuery } from "@/lib/core/schema/page-query";
import { serverText } from "@/lib/core/server-text";
import { REVIEW_MAX, REVIEWS_PAGE_SIZE } from "./limits";

// Business reviews and tag votes (issue #17): shared by the review form, the handlers and the tests.
export * from "./limits";
export const REVIEW_TEXT_REQUIRED = serverText("reviewTextRequired");
export const REVIEW_TOO_LONG = serverText("reviewTooLong", { max: REVIEW_MAX.toLocaleString("en") });
export const RATING_INVALID = serverText("ratingInvalid");

/** Whole stars 1-5; "5", 2.5, 0 and 6 are refused (no coercion: the form sends a number). */
export const ratingSchema = z.number({ error: RATING_INVALID }).int(RATING_INVALID).min(1, RATING_INVALID).max(5, RATING_INVALID);

const reviewText = z.string({ error: REVIEW_TEXT_REQUIRED }).trim().min(1, REVIEW_TEXT_REQUIRED).max(REVIEW_MAX, REVIEW_TOO_LONG);

const imagePath = z.string({ error: serverText("invalidMedia") }).trim().min(1, serverText("invalidMedia")).max(300, serverText("invalidMedia")).nullish();

export const createReviewBodySchema = z.object({
  rating: ratingSchema,
  content: reviewText,
  /** an objectPath registered through PUT /api/review-images */
  imageUrl: imagePath,
  /** describes the photo; dropped when there is none */
  altText: altTextSchema,
});
export type CreateReviewBody = z.input<typeof createReviewBodySchema>;

/** An edit sends the whole review again: rating and text; the photo is kept unless imageUrl is null (removed) or a new path. */
export const updateReviewBodySchema = createReviewBodySchema;
export type UpdateReviewBody = z.input<typeof updateReviewBodySchema>;

export const listReviewsQuerySchema = pageQuery(REVIEWS_PAGE_SIZE, 50);
export type ListReviewsQuery = z.infer<typeof listReviewsQuerySchema>;

export const TAG_VOTES = ["confirm", "dispute"] as const;
export type TagVote = (typeof TAG_VOTES)[number];
export const TAG_VOTE_INVALID = serverText("tagVoteInvalid");

export const tagVoteBodySchema = z.object({
  vote: z.enum(TAG_VOTES, { error: TAG_VOTE_INVALID }).nullable(),
});
export type TagVoteBody = z.infer<typeof tagVoteBodySchema>;

export const DISPUTED_TAG_ACTIONS = ["remove", "dismiss"] as const;
export const resolveDisputedTagBodySchema = z.object({
  action: z.enum(DISPUTED_TAG_ACTIONS, { error: serverText("disputedTagActionInvalid") }),
});
export type ResolveDisputedTagBody = z.infer<typeof resolveDisputedTagBodySchema>;

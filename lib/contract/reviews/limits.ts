// The limits of lib/contract/reviews/schemas.ts without zod, for client code that needs only them.
export const REVIEW_MAX = 2000;
export const REVIEWS_PAGE_SIZE = 10;

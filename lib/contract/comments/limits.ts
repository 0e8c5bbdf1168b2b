// The limit of lib/contract/comments/schemas.ts without zod, for client code that needs only it.
export const COMMENT_MAX = 1000;

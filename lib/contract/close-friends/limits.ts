// The limit of lib/contract/close-friends/schemas.ts without zod, for client code that needs only it.
export const CLOSE_FRIENDS_SEARCH_MAX = 50;

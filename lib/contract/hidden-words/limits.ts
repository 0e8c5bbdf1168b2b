// The limits of lib/contract/hidden-words/schemas.ts without zod, for client code that needs only them.
export const HIDDEN_WORDS_MAX = 500;
export const HIDDEN_WORD_MAX_LENGTH = 100;

// The screens of hidden words (issue #33).
export const HIDDEN_WORDS_PATH = "/settings/hidden-words";
export const HIDDEN_COMMENTS_PATH = "/settings/hidden-words/comments";
export const HIDDEN_WORDS_URL = "/api/hidden-words";
export const HIDDEN_COMMENTS_URL = "/api/hidden-comments";

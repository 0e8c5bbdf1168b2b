import { readJson } from "@/lib/server/http/body";
import { withUser } from "@/lib/server/http/handler";
import { getHiddenWords, putHiddenWords } from "@/lib/domain/safety/hidden-words";
import { putHiddenWordsBodySchema } from "@/lib/contract/hidden-words/schemas";

// GET /api/hidden-words: my hidden words and whether the built-in list applies -> { words, builtIn, hideInFeed }
export const GET = withUser(async ({ user }) => getHiddenWords(user));

// PUT /api/hidden-words { words, builtIn?, hideInFeed? }: replace my list (<= 500 entries of 1..100 characters); recent comments are decided again
export const PUT = withUser(async ({ req, user }) => putHiddenWords(user, await readJson(req, putHiddenWordsBodySchema)), { throttle: "hiddenWords" });

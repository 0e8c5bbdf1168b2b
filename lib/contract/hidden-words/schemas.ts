import { z } from "zod";
import { serverText } from "@/lib/core/server-text";
import { HIDDEN_WORD_MAX_LENGTH, HIDDEN_WORDS_MAX } from "./limits";
import { dedupeHiddenWords } from "@/lib/core/text/hidden-words";
import type { CommentDto } from "@/lib/contract/posts/types";

// Hidden words (issue #33): GET /api/hidden-words -> HiddenWords; PUT /api/hidden-words replaces the list.

export * from "./limits";

const word = z
  .string({ error: serverText("hiddenWordsInvalid") })
  .trim()
  .min(1, serverText("hiddenWordEmpty"))
  .max(HIDDEN_WORD_MAX_LENGTH, serverText("hiddenWordTooLong", { max: HIDDEN_WORD_MAX_LENGTH }));

export const putHiddenWordsBodySchema = z.object(
  {
    // entries that normalise alike (width, case, kana, leetspeak) collapse into the first one given
    words: z
      .array(word, { error: serverText("hiddenWordsInvalid") })
      .max(HIDDEN_WORDS_MAX, serverText("hiddenWordsTooMany", { max: HIDDEN_WORDS_MAX }))
      .transform(dedupeHiddenWords),
    builtIn: z.boolean({ error: serverText("hiddenWordsBuiltInInvalid") }).optional(),
    // the member's own home feed and notifications leave out what matches too
    hideInFeed: z.boolean({ error: serverText("hiddenWordsHideInFeedInvalid") }).optional(),
  },
  { error: serverText("bodyMustBeObject") },
);
export type PutHiddenWordsBody = z.input<typeof putHiddenWordsBodySchema>;

/**
 * GET and PUT /api/hidden-words: the member's own words as they typed them, whether the built-in list
 * applies, and whether their own home feed and notifications leave out what matches too.
 */
export type HiddenWords = { words: string[]; builtIn: boolean; hideInFeed: boolean };

/** A row of GET /api/hidden-comments: a comment on one of the member's posts that their hidden words hid. */
export type HiddenCommentDto = CommentDto & { hiddenAt: string };

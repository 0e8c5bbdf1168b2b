import { z } from "zod";
import { altTextSchema } from "@/lib/core/schema/media-text";
import { serverText } from "@/lib/core/server-text";
import { COMMENT_MAX } from "./limits";

// Request bodies of comment calls, shared by the comment form, the handlers and the tests.
export * from "./limits";
export const EMPTY_COMMENT = serverText("commentOrMedia");
const TOO_LONG = serverText("commentTooLong", { max: COMMENT_MAX });

const mediaPath = z.string({ error: serverText("invalidMedia") }).trim().min(1, serverText("invalidMedia")).max(300, serverText("invalidMedia")).nullish();

export const createCommentBodySchema = z
  .object({
    // blank text is omitted (spec section 5)
    content: z
      .string({ error: serverText("commentNotText") })
      .trim()
      .max(COMMENT_MAX, TOO_LONG)
      .nullish()
      .transform((v) => (v ? v : null)),
    imageUrl: mediaPath,
    videoUrl: mediaPath,
    /** describes the attached image or video; dropped when nothing is attached */
    altText: altTextSchema,
  })
  .refine((v) => !(v.imageUrl && v.videoUrl), { message: serverText("oneMediaOnly") })
  .refine((v) => Boolean(v.content || v.imageUrl || v.videoUrl), { message: EMPTY_COMMENT });
export type CreateCommentBody = z.input<typeof createCommentBodySchema>;

export const updateCommentBodySchema = z.object({
  content: z.string({ error: serverText("commentEmpty") }).trim().min(1, serverText("commentEmpty")).max(COMMENT_MAX, TOO_LONG),
});
export type UpdateCommentBody = z.infer<typeof updateCommentBodySchema>;

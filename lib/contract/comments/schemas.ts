import { z } from "zod";
import { altTextSchema } from "@/lib/core/schema/media-text";

// Request bodies of comment calls, shared by the comment form, the handlers and the tests.
export const COMMENT_MAX = 1000;
export const EMPTY_COMMENT = "Please write a comment or attach an image or video";
const TOO_LONG = `Comment must be at most ${COMMENT_MAX} characters`;

const mediaPath = z.string({ error: "Invalid media" }).trim().min(1, "Invalid media").max(300, "Invalid media").nullish();

export const createCommentBodySchema = z
  .object({
    // blank text is omitted (spec section 5)
    content: z
      .string({ error: "Comment must be text" })
      .trim()
      .max(COMMENT_MAX, TOO_LONG)
      .nullish()
      .transform((v) => (v ? v : null)),
    imageUrl: mediaPath,
    videoUrl: mediaPath,
    /** describes the attached image or video; dropped when nothing is attached */
    altText: altTextSchema,
  })
  .refine((v) => !(v.imageUrl && v.videoUrl), { message: "Attach one image or one video, not both" })
  .refine((v) => Boolean(v.content || v.imageUrl || v.videoUrl), { message: EMPTY_COMMENT });
export type CreateCommentBody = z.input<typeof createCommentBodySchema>;

export const updateCommentBodySchema = z.object({
  content: z.string({ error: "Comment cannot be empty" }).trim().min(1, "Comment cannot be empty").max(COMMENT_MAX, TOO_LONG),
});
export type UpdateCommentBody = z.infer<typeof updateCommentBodySchema>;

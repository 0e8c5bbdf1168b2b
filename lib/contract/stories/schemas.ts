import { z } from "zod";
import { STORY_AUDIENCES } from "@/lib/contract/audience/types";
import { STORY_COMMENT_MAX } from "@/lib/contract/stories/constants";
import { altTextSchema } from "@/lib/core/schema/media-text";
import { serverText } from "@/lib/core/server-text";

// Request bodies of /api/stories/*, shared by the camera, the viewer, the handlers and the tests.
export const NO_CONTENT = serverText("storyContentRequired");
export const EMPTY_COMMENT = serverText("writeMessage");

export const createStoryBodySchema = z.object({
  imageUrl: z.string({ error: NO_CONTENT }).trim().min(1, NO_CONTENT).max(600, serverText("invalidMedia")),
  audience: z.enum(STORY_AUDIENCES, { error: serverText("chooseAudienceStory") }).default("followers"),
  altText: altTextSchema,
});
export type CreateStoryBody = z.input<typeof createStoryBodySchema>;
export type NewStory = z.output<typeof createStoryBodySchema>;

export const createStoryCommentBodySchema = z.object({
  content: z
    .string({ error: EMPTY_COMMENT })
    .trim()
    .min(1, EMPTY_COMMENT)
    .max(STORY_COMMENT_MAX, serverText("messageTooLong", { max: STORY_COMMENT_MAX })),
});
export type CreateStoryCommentBody = z.infer<typeof createStoryCommentBodySchema>;

import { z } from "zod";
import { STORY_AUDIENCES } from "@/lib/contract/audience/types";
import { STORY_COMMENT_MAX } from "@/lib/contract/stories/constants";
import { altTextSchema } from "@/lib/core/schema/media-text";

// Request bodies of /api/stories/*, shared by the camera, the viewer, the handlers and the tests.
export const NO_CONTENT = "Please capture or select content for your story.";
export const EMPTY_COMMENT = "Please write a message";

export const createStoryBodySchema = z.object({
  imageUrl: z.string({ error: NO_CONTENT }).trim().min(1, NO_CONTENT).max(600, "Invalid media"),
  audience: z.enum(STORY_AUDIENCES, { error: "Choose who can see this story" }).default("followers"),
  altText: altTextSchema,
});
export type CreateStoryBody = z.input<typeof createStoryBodySchema>;
export type NewStory = z.output<typeof createStoryBodySchema>;

export const createStoryCommentBodySchema = z.object({
  content: z
    .string({ error: EMPTY_COMMENT })
    .trim()
    .min(1, EMPTY_COMMENT)
    .max(STORY_COMMENT_MAX, `Message must be at most ${STORY_COMMENT_MAX} characters`),
});
export type CreateStoryCommentBody = z.infer<typeof createStoryCommentBodySchema>;

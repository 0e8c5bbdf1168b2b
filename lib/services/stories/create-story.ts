import "server-only";
import { db } from "@/lib/db";
import { resolveOwnedObject } from "@/lib/services/uploads/owned-objects";
import type { Story } from "@/lib/stories/types";
import type { CreateStoryBody } from "@/lib/validations/stories";
import { storySelect, toStory } from "./story-response";

/** POST /api/stories: a story from a story upload the author registered (photo or video). */
export async function createStory(userId: string, body: CreateStoryBody): Promise<Story> {
  const media = await resolveOwnedObject(userId, body.imageUrl, ["story"]);
  const row = await db.story.create({
    data: { authorId: userId, imageUrl: media.objectPath, mediaType: media.kind, altText: body.altText },
    select: storySelect(userId),
  });
  return toStory(row);
}

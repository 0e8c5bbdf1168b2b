import "server-only";
import { db } from "@/lib/data/db";
import { resolveOwnedObject } from "@/lib/domain/uploads/owned-objects";
import type { Story } from "@/lib/contract/stories/types";
import type { NewStory } from "@/lib/contract/stories/schemas";
import { storySelect, toStory } from "./story-response";

/** POST /api/stories: a story from a story upload the author registered (photo or video), for followers or Close Friends. */
export async function createStory(userId: string, body: NewStory): Promise<Story> {
  const media = await resolveOwnedObject(userId, body.imageUrl, ["story"]);
  const row = await db.story.create({
    data: { authorId: userId, imageUrl: media.objectPath, mediaType: media.kind, audience: body.audience, altText: body.altText },
    select: storySelect(userId),
  });
  return toStory(row);
}

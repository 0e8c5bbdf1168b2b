import "server-only";
import { db } from "@/lib/data/db";
import { resolveOwnedObject } from "@/lib/domain/uploads/owned-objects";
import type { Story } from "@/lib/contract/stories/types";
import type { NewStory } from "@/lib/contract/stories/schemas";
import { storySelect, toStory } from "./story-response";
import type { Viewer } from "@/lib/domain/safety/visibility";

/** POST /api/stories: a story from a story upload the author registered (photo or video), for followers or Close Friends. */
export async function createStory(viewer: Viewer, body: NewStory): Promise<Story> {
  const media = await resolveOwnedObject(viewer, body.imageUrl, ["story"]);
  const row = await db.story.create({
    data: {
      authorId: viewer.id,
      imageUrl: media.objectPath,
      mediaType: media.kind,
      variantWidths: media.variantWidths,
      placeholder: media.placeholder,
      audience: body.audience,
      altText: body.altText,
    },
    select: storySelect(viewer),
  });
  return toStory(row);
}

// server-only, loaded outside Next too
// No "server-only" marker: the stories:cleanup script (plain Node) runs this too.
import { deleteStoredMedia } from "@/lib/domain/uploads/delete-stored-media";

type DeletedStory = { authorId: string; imageUrl: string };

/** Removes the stored media of deleted stories (lib/domain/uploads/delete-stored-media.ts decides what may go). */
export function deleteStoryMedia(stories: DeletedStory[]): Promise<number> {
  return deleteStoredMedia(stories.map((s) => ({ ownerId: s.authorId, url: s.imageUrl })));
}

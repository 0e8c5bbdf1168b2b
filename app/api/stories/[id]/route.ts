import { withUser } from "@/lib/server/http/handler";
import { deleteStory } from "@/lib/domain/stories/delete-story";

// DELETE /api/stories/[id]: the owner deletes a story and its media
export const DELETE = withUser<{ id: string }>(async ({ params, user }) => {
  await deleteStory(user, params.id);
});

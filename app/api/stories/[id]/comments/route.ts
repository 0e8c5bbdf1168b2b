import { readJson } from "@/lib/server/http/body";
import { withUser } from "@/lib/server/http/handler";
import { json } from "@/lib/server/http/respond";
import { addStoryComment } from "@/lib/domain/stories/add-story-comment";
import { listStoryComments } from "@/lib/domain/stories/list-story-comments";
import { createStoryCommentBodySchema } from "@/lib/contract/stories/schemas";

// GET /api/stories/[id]/comments: the owner reads the messages on a story
export const GET = withUser<{ id: string }>(({ params, user }) => listStoryComments(user, params.id));

// POST /api/stories/[id]/comments: send a message on a story the caller can see
export const POST = withUser<{ id: string }>(async ({ req, params, user }) => {
  const body = await readJson(req, createStoryCommentBodySchema);
  return json(await addStoryComment(user, params.id, body), 201);
}, { throttle: "comment" });

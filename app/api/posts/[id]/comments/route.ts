import { withUser } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { json } from "@/lib/api/respond";
import { createComment } from "@/lib/services/comments/create-comment";
import { listComments } from "@/lib/services/comments/list-comments";
import { createCommentBodySchema } from "@/lib/validations/comments";

// GET /api/posts/[id]/comments: the post's comments, oldest first
export const GET = withUser<{ id: string }>(({ params, user }) => listComments(user, params.id));

// POST /api/posts/[id]/comments: add a comment (text and/or one image or video)
export const POST = withUser<{ id: string }>(async ({ req, params, user }) => {
  const body = await readJson(req, createCommentBodySchema);
  return json(await createComment(user, params.id, body), 201);
}, { throttle: "comment" });

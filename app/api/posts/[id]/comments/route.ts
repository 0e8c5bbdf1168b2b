import { withUser } from "@/lib/server/http/handler";
import { readJson } from "@/lib/server/http/body";
import { json } from "@/lib/server/http/respond";
import { createComment } from "@/lib/domain/comments/create-comment";
import { listComments } from "@/lib/domain/comments/list-comments";
import { createCommentBodySchema } from "@/lib/contract/comments/schemas";

// GET /api/posts/[id]/comments: the post's comments, oldest first
export const GET = withUser<{ id: string }>(({ params, user }) => listComments(user, params.id));

// POST /api/posts/[id]/comments: add a comment (text and/or one image or video)
export const POST = withUser<{ id: string }>(async ({ req, params, user }) => {
  const body = await readJson(req, createCommentBodySchema);
  return json(await createComment(user, params.id, body), 201);
}, { throttle: "comment" });

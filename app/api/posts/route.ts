import { withUser } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { json } from "@/lib/api/respond";
import { createPostBodySchema } from "@/lib/validations/posts";
import { createPost } from "@/lib/services/posts/create-post";

// POST /api/posts: create a post from registered media, caption and optional location
export const POST = withUser(async ({ req, user }) => {
  const body = await readJson(req, createPostBodySchema);
  return json(await createPost(user.id, body), 201);
}, { throttle: "post" });

import { withUser } from "@/lib/server/http/handler";
import { readJson } from "@/lib/server/http/body";
import { json } from "@/lib/server/http/respond";
import { createPostBodySchema } from "@/lib/contract/posts/schemas";
import { createPost } from "@/lib/domain/posts/create-post";

// POST /api/posts: create a post from registered media, caption and optional location
export const POST = withUser(async ({ req, user }) => {
  const body = await readJson(req, createPostBodySchema);
  return json(await createPost(user, body), 201);
}, { throttle: "post" });

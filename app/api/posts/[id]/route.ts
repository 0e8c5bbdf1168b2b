import { withUser } from "@/lib/api/handler";
import { getPost } from "@/lib/services/posts/get-post";

// GET /api/posts/[id]: one post
export const GET = withUser<{ id: string }>(({ params, user }) => getPost(user, params.id));

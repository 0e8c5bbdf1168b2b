import { withUser } from "@/lib/server/http/handler";
import { listLikes } from "@/lib/domain/posts/list-likes";

// GET /api/posts/[id]/likes: who liked the post ([{ userId }])
export const GET = withUser<{ id: string }>(({ params, user }) => listLikes(user, params.id));

import { withUser } from "@/lib/api/handler";
import { toPublicUser } from "@/lib/services/users/user-response";

// GET /api/auth/user: the signed-in user
export const GET = withUser(({ user }) => toPublicUser(user, user.id));

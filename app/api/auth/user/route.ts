import { withUser } from "@/lib/server/http/handler";
import { toPublicUser } from "@/lib/domain/users/user-response";

// GET /api/auth/user: the signed-in user
export const GET = withUser(({ user }) => toPublicUser(user, user));

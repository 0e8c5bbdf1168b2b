import { withUser } from "@/lib/server/http/handler";
import { listSessions } from "@/lib/domain/auth/sessions";

// GET /api/auth/sessions: the member's signed-in devices, newest first (`current`: this browser)
export const GET = withUser(({ user }) => listSessions(user));

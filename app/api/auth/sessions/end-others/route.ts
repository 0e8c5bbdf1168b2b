import { withUser } from "@/lib/server/http/handler";
import { endOtherSessions } from "@/lib/domain/auth/sessions";

// POST /api/auth/sessions/end-others: sign every other device out; this one stays ({ ended }: how many)
export const POST = withUser(async ({ user }) => ({ ended: await endOtherSessions(user) }));

import { withUser } from "@/lib/server/http/handler";
import { listInterestedEvents } from "@/lib/domain/events/list-interested-events";

// GET /api/users/[id]/events/interested: events the member marked interest in (only they see them)
export const GET = withUser<{ id: string }>(async ({ params, user }) => listInterestedEvents(user, params.id));

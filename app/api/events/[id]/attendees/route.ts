import { withUser } from "@/lib/server/http/handler";
import { listAttendees } from "@/lib/domain/events/list-attendees";

// GET /api/events/[id]/attendees: attendees and the capacity summary (organizer only)
export const GET = withUser<{ id: string }>(async ({ params, user }) => listAttendees(user, params.id));

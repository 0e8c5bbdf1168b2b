import { withUser } from "@/lib/server/http/handler";
import { listVenueEvents } from "@/lib/domain/events/list-venue-events";

// GET /api/businesses/[id]/events: the venue's upcoming events, soonest first
export const GET = withUser<{ id: string }>(async ({ params, user }) => listVenueEvents(user, params.id));

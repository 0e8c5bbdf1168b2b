import { EventsList } from "@/components/events/events-list";
import { getCurrentUser } from "@/lib/auth/current-user";
import { listEvents } from "@/lib/services/events/list-events";
import { EVENTS_PAGE_SIZE } from "@/lib/validations/events";

export default async function EventsPage() {
  const user = await getCurrentUser();
  if (!user) return null;
  const page = await listEvents(user, { limit: EVENTS_PAGE_SIZE });
  return <EventsList initialPage={{ items: page.events, nextCursor: page.nextCursor }} viewerId={user.id} />;
}

import { EventsList } from "@/components/events/events-list";
import { getCurrentUser } from "@/lib/auth/current-user";
import { listEvents } from "@/lib/services/events/list-events";

export default async function EventsPage() {
  const user = await getCurrentUser();
  if (!user) return null;
  const events = await listEvents(user);
  return <EventsList initialEvents={events} viewerId={user.id} />;
}

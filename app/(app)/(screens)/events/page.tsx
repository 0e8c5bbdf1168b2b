import { EventsList } from "@/components/events/events-list";
import { getCurrentUser } from "@/lib/server/current-user";
import { listEvents } from "@/lib/domain/events/list-events";
import { EVENTS_PAGE_SIZE, listEventsQuerySchema } from "@/lib/contract/events/schemas";

export default async function EventsPage({ searchParams }: { searchParams: Promise<{ access?: string | string[] }> }) {
  const user = await getCurrentUser();
  if (!user) return null;
  // an unreadable ?access= shows the whole list rather than an error
  const raw = (await searchParams).access;
  const parsed = listEventsQuerySchema.safeParse({ access: typeof raw === "string" ? raw : undefined });
  const access = parsed.success ? (parsed.data.access ?? []) : [];
  const page = await listEvents(user, { limit: EVENTS_PAGE_SIZE, access });
  return <EventsList key={access.join(",")} initialPage={{ items: page.events, nextCursor: page.nextCursor }} viewerId={user.id} access={access} />;
}

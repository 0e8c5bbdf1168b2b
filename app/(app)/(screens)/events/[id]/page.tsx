import { notFound } from "next/navigation";
import { EventDetail } from "@/components/events/event-detail";
import { orErrorCode } from "@/lib/server/http/or-error-code";
import { getCurrentUser } from "@/lib/server/current-user";
import { getEvent } from "@/lib/domain/events/get-event";
import { ID_PATTERN } from "@/lib/core/schema/id";

// /events/{id}: one event's own page (the share link); 404 for unknown events and hidden organisers
export default async function EventPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await getCurrentUser();
  if (!user) return null;
  const event = ID_PATTERN.test(id) ? await orErrorCode(getEvent(user, id), "not_found") : "not_found";
  if (event === "not_found") notFound();
  return <EventDetail event={event} viewerId={user.id} />;
}

import { readJson } from "@/lib/server/http/body";
import { withUser } from "@/lib/server/http/handler";
import { deleteEvent } from "@/lib/domain/events/delete-event";
import { getEvent } from "@/lib/domain/events/get-event";
import { updateEvent } from "@/lib/domain/events/update-event";
import { updateEventBodySchema } from "@/lib/contract/events/schemas";

// GET /api/events/[id]: one event
export const GET = withUser<{ id: string }>(async ({ params, user }) => getEvent(user, params.id));

// PUT /api/events/[id]: edit (organizer only)
export const PUT = withUser<{ id: string }>(async ({ req, params, user }) => {
  const body = await readJson(req, updateEventBodySchema);
  return updateEvent(user, params.id, body);
}, { throttle: "event" });

// DELETE /api/events/[id]: delete with its attendee rows (organizer only)
export const DELETE = withUser<{ id: string }>(async ({ params, user }) => {
  await deleteEvent(user, params.id);
});

import { readJson } from "@/lib/api/body";
import { withUser } from "@/lib/api/handler";
import { deleteEvent } from "@/lib/services/events/delete-event";
import { getEvent } from "@/lib/services/events/get-event";
import { updateEvent } from "@/lib/services/events/update-event";
import { updateEventBodySchema } from "@/lib/validations/events";

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

import { readJson } from "@/lib/api/body";
import { json } from "@/lib/api/respond";
import { withUser } from "@/lib/api/handler";
import { createEvent } from "@/lib/services/events/create-event";
import { listEvents } from "@/lib/services/events/list-events";
import { createEventBodySchema } from "@/lib/validations/events";

// GET /api/events: upcoming events first (date ascending), then past ones (date descending)
export const GET = withUser(async ({ user }) => listEvents(user));

// POST /api/events: create an event organized by the caller
export const POST = withUser(async ({ req, user }) => {
  const body = await readJson(req, createEventBodySchema);
  return json(await createEvent(user.id, body), { status: 201 });
}, { throttle: "event" });

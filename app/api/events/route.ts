import { readJson, readQuery } from "@/lib/server/http/body";
import { json } from "@/lib/server/http/respond";
import { withUser } from "@/lib/server/http/handler";
import { pageResponse } from "@/lib/server/http/page-response";
import { createEvent } from "@/lib/domain/events/create-event";
import { listEvents } from "@/lib/domain/events/list-events";
import { createEventBodySchema, listEventsQuerySchema } from "@/lib/contract/events/schemas";

// GET /api/events?cursor=&limit=: upcoming events first (date ascending), then ended ones (date
// descending); a JSON array, the next page's cursor in X-Next-Cursor
export const GET = withUser(async ({ req, user }) => {
  const page = await listEvents(user, readQuery(req, listEventsQuerySchema));
  return pageResponse(page.events, page.nextCursor);
});

// POST /api/events: create an event organized by the caller
export const POST = withUser(async ({ req, user }) => {
  const body = await readJson(req, createEventBodySchema);
  return json(await createEvent(user, body), { status: 201 });
}, { throttle: "event" });

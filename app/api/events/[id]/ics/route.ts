import { withUser } from "@/lib/server/http/handler";
import { publicOrigin } from "@/lib/core/net/public-url";
import { eventIcs } from "@/lib/domain/events/event-ics";

// GET /api/events/[id]/ics: the event as an iCalendar file (Add to calendar)
export const GET = withUser<{ id: string }>(async ({ req, params, user }) => {
  const { ics, filename } = await eventIcs(user, params.id, publicOrigin(req));
  return new Response(ics, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "private, no-store",
    },
  });
});

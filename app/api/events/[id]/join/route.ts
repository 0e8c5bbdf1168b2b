import { readJson } from "@/lib/server/http/body";
import { withUser } from "@/lib/server/http/handler";
import { toggleInterest } from "@/lib/domain/events/toggle-interest";
import { attendBodySchema } from "@/lib/contract/events/schemas";

// POST /api/events/[id]/join: the RSVP test mode; like /attend, and the organizer may toggle a test RSVP on their own event
export const POST = withUser<{ id: string }>(async ({ req, params, user }) => {
  const body = await readJson(req, attendBodySchema);
  return toggleInterest(user, params.id, { allowOwnEvent: true, want: body.status });
}, { throttle: "like" });

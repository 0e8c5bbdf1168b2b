import { readJson } from "@/lib/api/body";
import { withUser } from "@/lib/api/handler";
import { toggleInterest } from "@/lib/services/events/toggle-interest";
import { attendBodySchema } from "@/lib/validations/events";

// POST /api/events/[id]/join: the RSVP test mode; like /attend, and the organizer may toggle a test RSVP on their own event
export const POST = withUser<{ id: string }>(async ({ req, params, user }) => {
  const body = await readJson(req, attendBodySchema);
  return toggleInterest(user, params.id, { allowOwnEvent: true, want: body.status });
}, { throttle: "like" });

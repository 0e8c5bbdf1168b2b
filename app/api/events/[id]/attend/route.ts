import { readJson } from "@/lib/api/body";
import { withUser } from "@/lib/api/handler";
import { toggleInterest } from "@/lib/services/events/toggle-interest";
import { attendBodySchema } from "@/lib/validations/events";

// POST /api/events/[id]/attend: mark interest (or, with status "waitlisted", join a full event's waitlist), or take it back / leave the line on a second call (not on one's own event)
export const POST = withUser<{ id: string }>(async ({ req, params, user }) => {
  const body = await readJson(req, attendBodySchema);
  return toggleInterest(user, params.id, { allowOwnEvent: false, want: body.status });
}, { throttle: "like" });

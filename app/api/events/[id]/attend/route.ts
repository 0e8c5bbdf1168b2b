import { readJson } from "@/lib/server/http/body";
import { withUser } from "@/lib/server/http/handler";
import { toggleInterest } from "@/lib/domain/events/toggle-interest";
import { attendBodySchema } from "@/lib/contract/events/schemas";

// POST /api/events/[id]/attend: mark interest (or, with status "waitlisted", join a full event's waitlist), or take it back / leave the line on a second call (not on one's own event)
export const POST = withUser<{ id: string }>(async ({ req, params, user }) => {
  const body = await readJson(req, attendBodySchema);
  return toggleInterest(user, params.id, { allowOwnEvent: false, want: body.status });
}, { throttle: "like" });

import { readJson } from "@/lib/api/body";
import { withUser } from "@/lib/api/handler";
import { toggleInterest } from "@/lib/services/events/toggle-interest";
import { attendBodySchema } from "@/lib/validations/events";

// POST /api/events/[id]/attend: mark interest, or take it back on a second call (not on one's own event)
export const POST = withUser<{ id: string }>(async ({ req, params, user }) => {
  await readJson(req, attendBodySchema);
  return toggleInterest(user, params.id, { allowOwnEvent: false });
}, { throttle: "like" });

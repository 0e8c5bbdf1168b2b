import { readJson } from "@/lib/server/http/body";
import { withUser } from "@/lib/server/http/handler";
import { json } from "@/lib/server/http/respond";
import { deletePushSubscription, savePushSubscription } from "@/lib/domain/push/subscriptions";
import { createPushSubscriptionBodySchema, deletePushSubscriptionBodySchema } from "@/lib/contract/push/schemas";

// POST /api/push/subscriptions: save this browser's subscription for this sign-in (201, also on repeat)
export const POST = withUser(
  async ({ req, user }) => json(await savePushSubscription(user, await readJson(req, createPushSubscriptionBodySchema)), 201),
  { throttle: "push" },
);

// DELETE /api/push/subscriptions: forget this browser's subscription (204, also when unknown)
export const DELETE = withUser(
  async ({ req, user }) => {
    const body = await readJson(req, deletePushSubscriptionBodySchema);
    await deletePushSubscription(user, body.endpoint);
    return new Response(null, { status: 204 });
  },
  { throttle: "push" },
);

import "server-only";
import { AppError } from "@/lib/core/errors";
import { serverText } from "@/lib/core/server-text";
import type { CreatePushSubscriptionBody } from "@/lib/contract/push/schemas";
import { db } from "@/lib/data/db";
import type { SessionUser } from "@/lib/data/session";
import { pushEndpointAllowed } from "@/lib/domain/push/endpoint-hosts";

// A browser's push subscription, saved for the sign-in it was made in (the session row: signing out
// on that device deletes it). Saving an endpoint again re-points it to the current member and
// session, so a shared device rings only for whoever is signed in on it now.

export const pushEndpointNotAllowed = () => new AppError("push_endpoint_not_allowed", serverText("pushEndpointNotAllowed"));

/** POST /api/push/subscriptions (idempotent per endpoint). */
export async function savePushSubscription(viewer: SessionUser, body: CreatePushSubscriptionBody): Promise<{ endpoint: string }> {
  if (!pushEndpointAllowed(body.endpoint)) throw pushEndpointNotAllowed();
  const fields = { userId: viewer.id, sessionId: viewer.sessionId, p256dh: body.keys.p256dh, auth: body.keys.auth, failures: 0 };
  await db.pushSubscription.upsert({ where: { endpoint: body.endpoint }, create: { endpoint: body.endpoint, ...fields }, update: fields });
  return { endpoint: body.endpoint };
}

/** DELETE /api/push/subscriptions: only the viewer's own; an unknown endpoint is already gone (204 either way). */
export async function deletePushSubscription(viewer: SessionUser, endpoint: string): Promise<void> {
  await db.pushSubscription.deleteMany({ where: { endpoint, userId: viewer.id } });
}

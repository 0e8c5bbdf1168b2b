import "server-only";
import { AppError } from "@/lib/core/errors";
import { serverText } from "@/lib/core/server-text";
import type { PushPublicKey } from "@/lib/contract/push/types";
import { vapidDetails } from "@/lib/domain/push/vapid";

/** GET /api/push/public-key: the VAPID key browsers subscribe with; 404 push_not_configured without keys. */
export function pushPublicKey(): PushPublicKey {
  const vapid = vapidDetails();
  if (!vapid) throw new AppError("push_not_configured", serverText("pushNotConfigured"));
  return { publicKey: vapid.publicKey };
}

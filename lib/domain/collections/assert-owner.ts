import "server-only";
import { forbidden } from "@/lib/core/errors";
import { serverText } from "@/lib/core/server-text";

export const SAVED_PRIVATE = serverText("savedPrivate");

/** Saved posts and collections are visible to their owner only. */
export function assertOwner(viewerId: string, userId: string) {
  if (viewerId !== userId) throw forbidden(SAVED_PRIVATE);
}

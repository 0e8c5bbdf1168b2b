import "server-only";
import { forbidden } from "@/lib/core/errors";

export const SAVED_PRIVATE = "Saved posts are private";

/** Saved posts and collections are visible to their owner only. */
export function assertOwner(viewerId: string, userId: string) {
  if (viewerId !== userId) throw forbidden(SAVED_PRIVATE);
}

import "server-only";
import { forbidden } from "@/lib/core/errors";
import { serverText } from "@/lib/core/server-text";
import type { Viewer } from "@/lib/domain/safety/visibility";

export const SAVED_PRIVATE = serverText("savedPrivate");

/** Saved posts and collections are visible to their owner only. */
export function assertOwner(viewer: Viewer, userId: string) {
  if (viewer.id !== userId) throw forbidden(SAVED_PRIVATE);
}

import "server-only";
import { forbidden } from "@/lib/core/errors";
import { serverText } from "@/lib/core/server-text";
import type { Viewer } from "@/lib/domain/safety/visibility";

export const NOT_YOUR_SETTINGS = serverText("notYourDiscreet");

/** Discreet mode belongs to the member alone: nobody else reads or changes it, admins included. */
export function assertSelf(viewer: Viewer, userId: string) {
  if (viewer.id !== userId) throw forbidden(NOT_YOUR_SETTINGS);
}

import "server-only";
import { forbidden } from "@/lib/core/errors";
import { serverText } from "@/lib/core/server-text";

export const NOT_YOUR_SETTINGS = serverText("notYourDiscreet");

/** Discreet mode belongs to the member alone: nobody else reads or changes it, admins included. */
export function assertSelf(actor: { id: string }, userId: string) {
  if (actor.id !== userId) throw forbidden(NOT_YOUR_SETTINGS);
}

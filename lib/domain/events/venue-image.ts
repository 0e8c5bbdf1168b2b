import "server-only";
import { resolveOwnedObject } from "@/lib/domain/uploads/owned-objects";

/**
 * A venue image is either an https address typed by the organizer or an upload they registered
 * for the 'venue' purpose. `keep` is the stored value, accepted unchanged on edit.
 */
export async function checkVenueImage(userId: string, url: string | null | undefined, keep?: string | null) {
  if (!url || url === keep) return url;
  if (url.startsWith("/objects/")) {
    const object = await resolveOwnedObject(userId, url, ["venue"]);
    return object.objectPath;
  }
  return url;
}

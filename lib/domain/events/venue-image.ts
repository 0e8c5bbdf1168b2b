import "server-only";
import { resolveOwnedObject } from "@/lib/domain/uploads/owned-objects";
import type { Viewer } from "@/lib/domain/safety/visibility";

/**
 * A venue image is either an https address typed by the organizer or an upload they registered
 * for the 'venue' purpose. `keep` is the stored value, accepted unchanged on edit.
 */
export async function checkVenueImage(viewer: Viewer, url: string | null | undefined, keep?: string | null) {
  if (!url || url === keep) return url;
  if (url.startsWith("/objects/")) {
    const object = await resolveOwnedObject(viewer, url, ["venue"]);
    return object.objectPath;
  }
  return url;
}

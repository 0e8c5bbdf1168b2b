import "server-only";
import { badRequest } from "@/lib/core/errors";
import { resolveOwnedObject } from "@/lib/domain/uploads/owned-objects";
import { INVALID_MEDIA_MESSAGE } from "@/lib/contract/uploads/schemas";
import type { Viewer } from "@/lib/domain/safety/visibility";

/** A review photo must be an image the author registered through PUT /api/review-images. */
export async function reviewImagePath(viewer: Viewer, path: string): Promise<string> {
  const object = await resolveOwnedObject(viewer, path, ["review"]);
  if (object.kind !== "image") throw badRequest(INVALID_MEDIA_MESSAGE);
  return object.objectPath;
}

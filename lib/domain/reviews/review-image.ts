import "server-only";
import { badRequest } from "@/lib/core/errors";
import { resolveOwnedObject } from "@/lib/domain/uploads/owned-objects";
import { INVALID_MEDIA_MESSAGE } from "@/lib/contract/uploads/schemas";

/** A review photo must be an image the author registered through PUT /api/review-images. */
export async function reviewImagePath(authorId: string, path: string): Promise<string> {
  const object = await resolveOwnedObject(authorId, path, ["review"]);
  if (object.kind !== "image") throw badRequest(INVALID_MEDIA_MESSAGE);
  return object.objectPath;
}

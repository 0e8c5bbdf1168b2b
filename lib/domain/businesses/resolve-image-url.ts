import "server-only";
import type { UploadPurpose } from "@/lib/contract/media/purposes";
import { resolveOwnedObject } from "@/lib/domain/uploads/owned-objects";
import type { Viewer } from "@/lib/domain/safety/visibility";

/**
 * The imageUrl to store: an uploaded object must be the viewer's own upload for one of `purposes`
 * (unless it is the value already stored); a typed https URL is kept as is.
 */
export async function resolveImageUrl(
  viewer: Viewer,
  imageUrl: string | null | undefined,
  purposes: UploadPurpose[],
  current: string | null = null,
): Promise<string | null> {
  if (!imageUrl) return null;
  if (!imageUrl.startsWith("/objects/") || imageUrl === current) return imageUrl;
  const object = await resolveOwnedObject(viewer, imageUrl, purposes);
  return object.objectPath;
}

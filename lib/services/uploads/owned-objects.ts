import "server-only";
import type { MediaKind, UploadPurpose } from "@/lib/media/purposes";

// CONTRACT (implemented by the media work): services accept only objectPaths ("/objects/<key>")
// that were registered by the acting user for one of the given purposes. Throws AppError 400
// ("Invalid media") otherwise. One query for the whole list.
export type OwnedObject = { objectPath: string; kind: MediaKind };

export async function resolveOwnedObjects(_userId: string, _objectPaths: string[], _purposes: UploadPurpose[]): Promise<OwnedObject[]> {
  throw new Error("resolveOwnedObjects: not implemented yet");
}

export async function resolveOwnedObject(userId: string, objectPath: string, purposes: UploadPurpose[]): Promise<OwnedObject> {
  const [object] = await resolveOwnedObjects(userId, [objectPath], purposes);
  return object;
}

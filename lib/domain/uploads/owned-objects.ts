import "server-only";
import { badRequest } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import type { MediaKind, UploadPurpose } from "@/lib/contract/media/purposes";
import { INVALID_MEDIA_MESSAGE } from "@/lib/contract/uploads/schemas";
import { keyFromObjectPath, toObjectPath } from "./tokens";
import type { Viewer } from "@/lib/domain/safety/visibility";

// Services accept only objectPaths ("/objects/<key>") that were registered by the viewer for
// one of the given purposes. Throws AppError 400 ("Invalid media") otherwise. One query for the whole list.
export type OwnedObject = { objectPath: string; kind: MediaKind };

const MAX_OBJECTS = 50;

/** An owned object with what a post's media keeps of it: a still image's WebP variants and ThumbHash (docs/decisions/media.md). */
export type OwnedMedia = OwnedObject & { variantWidths: number[]; placeholder: string | null };

export async function resolveOwnedMedia(viewer: Viewer, objectPaths: string[], purposes: UploadPurpose[]): Promise<OwnedMedia[]> {
  if (!Array.isArray(objectPaths)) throw badRequest(INVALID_MEDIA_MESSAGE);
  if (objectPaths.length === 0) return [];
  if (objectPaths.length > MAX_OBJECTS || purposes.length === 0) {
    throw badRequest(INVALID_MEDIA_MESSAGE);
  }
  const keys = objectPaths.map(keyFromObjectPath);
  if (keys.some((key) => key === null)) throw badRequest(INVALID_MEDIA_MESSAGE);

  const rows = await db.upload.findMany({
    where: {
      ownerId: viewer.id,
      objectKey: { in: [...new Set(keys as string[])] },
      registeredAt: { not: null },
      purpose: { in: purposes },
    },
    select: { objectKey: true, kind: true, variantWidths: true, placeholder: true },
  });
  const found = new Map(rows.map((row) => [row.objectKey, row]));
  return (keys as string[]).map((key) => {
    const row = found.get(key);
    if (!row?.kind) throw badRequest(INVALID_MEDIA_MESSAGE);
    return { objectPath: toObjectPath(key), kind: row.kind, variantWidths: row.variantWidths ?? [], placeholder: row.placeholder };
  });
}

export async function resolveOwnedObjects(viewer: Viewer, objectPaths: string[], purposes: UploadPurpose[]): Promise<OwnedObject[]> {
  return (await resolveOwnedMedia(viewer, objectPaths, purposes)).map(({ objectPath, kind }) => ({ objectPath, kind }));
}

/** One owned object, with its variants and placeholder for the content that shows it (a story, a comment, a message, a profile photo). */
export async function resolveOwnedObject(viewer: Viewer, objectPath: string, purposes: UploadPurpose[]): Promise<OwnedMedia> {
  const [object] = await resolveOwnedMedia(viewer, [objectPath], purposes);
  if (!object) throw badRequest(INVALID_MEDIA_MESSAGE);
  return object;
}

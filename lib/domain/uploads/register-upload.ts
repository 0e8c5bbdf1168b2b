import "server-only";
import { badRequest, conflict, forbidden, tooLarge } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import { acceptsKind, maxBytesFor, type UploadPurpose } from "@/lib/contract/media/purposes";
import { INVALID_UPLOAD_URL_MESSAGE, mediaSizeMessage, mediaTypeMessage } from "@/lib/contract/uploads/schemas";
import { directUploadStorage } from "@/lib/data/storage";
import { receiveDirectUpload } from "./receive-upload";
import { toObjectPath, tokenHashFromUploadUrl } from "./tokens";
import { serverText } from "@/lib/core/server-text";
import type { Viewer } from "@/lib/domain/safety/visibility";

// Cleanup removes unregistered uploads after 24 h; registration stops an hour earlier so the two never race.
export const REGISTRATION_WINDOW_MS = 23 * 60 * 60 * 1000;

/**
 * Registers a finished upload of the viewer's for the endpoint's purpose and returns its objectPath.
 * The business endpoint registers for the edit screen when the address was requested for it.
 */
export async function registerUpload(viewer: Viewer, uploadUrl: string, endpointPurpose: UploadPurpose): Promise<{ objectPath: string }> {
  const tokenHash = tokenHashFromUploadUrl(uploadUrl);
  if (!tokenHash) throw badRequest(INVALID_UPLOAD_URL_MESSAGE);
  const select = { id: true, ownerId: true, objectKey: true, kind: true, size: true, purpose: true, registeredAt: true, createdAt: true, uploadedAt: true } as const;
  let upload = await db.upload.findUnique({ where: { tokenHash }, select });
  if (!upload) throw badRequest(INVALID_UPLOAD_URL_MESSAGE);
  if (upload.ownerId !== viewer.id) throw forbidden(serverText("ownUploadsOnly"));
  // a direct upload (S3) is checked, re-encoded and stored under its final key now
  if (!upload.uploadedAt && directUploadStorage()) {
    await receiveDirectUpload(tokenHash);
    upload = await db.upload.findUniqueOrThrow({ where: { tokenHash }, select });
  }
  if (!upload.objectKey || !upload.kind || upload.size === null) throw badRequest(serverText("uploadNotYet"));

  if (!upload.registeredAt && Date.now() - upload.createdAt.getTime() > REGISTRATION_WINDOW_MS) {
    throw badRequest(serverText("uploadExpired"));
  }

  const purpose: UploadPurpose =
    endpointPurpose === "business" && upload.purpose === "business-edit" ? "business-edit" : endpointPurpose;
  const objectPath = toObjectPath(upload.objectKey);
  if (upload.registeredAt) {
    if (upload.purpose === purpose) return { objectPath };
    throw conflict(serverText("uploadInUse"));
  }
  if (!acceptsKind(purpose, upload.kind)) throw badRequest(mediaTypeMessage(purpose));
  if (upload.size > (maxBytesFor(purpose, upload.kind) ?? 0)) throw tooLarge(mediaSizeMessage(purpose, upload.kind));

  const { count } = await db.upload.updateMany({
    where: { id: upload.id, ownerId: viewer.id, registeredAt: null },
    data: { purpose, registeredAt: new Date() },
  });
  if (count === 0) throw conflict(serverText("uploadInUse"));
  return { objectPath };
}

import "server-only";
import { AppError } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import type { UploadPurpose } from "@/lib/contract/media/purposes";
import { UPLOAD_PATH_PREFIX } from "@/lib/contract/uploads/endpoints";
import { directUploadStorage } from "@/lib/data/storage";
import { hashToken, incomingKey, newUploadToken, UPLOAD_URL_TTL_MS } from "./tokens";
import { serverText } from "@/lib/core/server-text";
import type { Viewer } from "@/lib/domain/safety/visibility";

/** Addresses one member may request per window; stops a script from filling the table. */
export const UPLOAD_ADDRESS_LIMIT = { count: 60, windowMs: 10 * 60 * 1000 };

/**
 * Issues a one-time upload address bound to the viewer; `purpose` (a hint) lets the PUT enforce that purpose's limit.
 * Through the app: "/api/uploads/<token>". On S3: a presigned PUT on the store itself, valid as long.
 */
export async function createUpload(viewer: Viewer, purpose?: UploadPurpose): Promise<{ uploadURL: string }> {
  const now = Date.now();
  const recent = await db.upload.count({
    where: { ownerId: viewer.id, createdAt: { gt: new Date(now - UPLOAD_ADDRESS_LIMIT.windowMs) } },
  });
  if (recent >= UPLOAD_ADDRESS_LIMIT.count) {
    throw new AppError("rate_limited", serverText("tooManyUploads"), { "Retry-After": "600" });
  }
  const token = newUploadToken();
  const tokenHash = hashToken(token);
  await db.upload.create({
    data: { ownerId: viewer.id, tokenHash, expiresAt: new Date(now + UPLOAD_URL_TTL_MS), purpose: purpose ?? null },
    select: { id: true },
  });
  // on S3 the browser PUTs straight to the store; registration checks and re-encodes what arrived
  const direct = directUploadStorage();
  if (direct) return { uploadURL: await direct.presignPut(incomingKey(tokenHash), UPLOAD_URL_TTL_MS / 1000) };
  return { uploadURL: `${UPLOAD_PATH_PREFIX}${token}` };
}

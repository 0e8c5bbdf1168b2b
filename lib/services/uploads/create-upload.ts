import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { UploadPurpose } from "@/lib/media/purposes";
import { UPLOAD_PATH_PREFIX } from "@/lib/uploads/endpoints";
import { hashToken, newUploadToken, UPLOAD_URL_TTL_MS } from "./tokens";

/** Addresses one member may request per window; stops a script from filling the table. */
export const UPLOAD_ADDRESS_LIMIT = { count: 60, windowMs: 10 * 60 * 1000 };

/** Issues a one-time upload address bound to `userId`; `purpose` (a hint) lets the PUT enforce that purpose's limit. */
export async function createUpload(userId: string, purpose?: UploadPurpose): Promise<{ uploadURL: string }> {
  const now = Date.now();
  const recent = await db.upload.count({
    where: { ownerId: userId, createdAt: { gt: new Date(now - UPLOAD_ADDRESS_LIMIT.windowMs) } },
  });
  if (recent >= UPLOAD_ADDRESS_LIMIT.count) {
    throw new AppError("rate_limited", "Too many uploads. Please wait a few minutes and try again.", { "Retry-After": "600" });
  }
  const token = newUploadToken();
  await db.upload.create({
    data: { ownerId: userId, tokenHash: hashToken(token), expiresAt: new Date(now + UPLOAD_URL_TTL_MS), purpose: purpose ?? null },
    select: { id: true },
  });
  return { uploadURL: `${UPLOAD_PATH_PREFIX}${token}` };
}

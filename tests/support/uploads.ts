import { randomBytes } from "node:crypto";
import { db } from "@/lib/data/db";
import { getStorage } from "@/lib/data/storage";

/**
 * An upload `ownerId` registered for `purpose`, as the media flow leaves it; returns its objectPath.
 * `store` also writes a few bytes to storage, for tests that read or delete the object.
 */
export async function registeredUpload(ownerId: string, purpose: string, kind: "image" | "video" = "image", { store = false } = {}) {
  const contentType = kind === "image" ? "image/jpeg" : "video/webm";
  const objectKey = `test/${randomBytes(8).toString("hex")}.${kind === "image" ? "jpg" : "webm"}`;
  const bytes = Buffer.from("test-bytes");
  if (store) await getStorage().put(objectKey, bytes, { contentType });
  const now = new Date();
  await db.upload.create({
    data: {
      ownerId,
      tokenHash: randomBytes(16).toString("hex"),
      expiresAt: new Date(now.getTime() + 600_000),
      uploadedAt: now,
      objectKey,
      contentType,
      kind,
      size: bytes.length,
      purpose,
      registeredAt: now,
    },
  });
  return `/objects/${objectKey}`;
}

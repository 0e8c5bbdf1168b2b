import { describe, expect, it } from "vitest";
import { PUT as postImages } from "@/app/api/post-images/route";
import { db } from "@/lib/data/db";
import { cleanupUnregisteredUploads } from "@/lib/domain/uploads/cleanup-uploads";
import { hashToken } from "@/lib/domain/uploads/tokens";
import { getStorage } from "@/lib/data/storage";
import { createUser, type Handler } from "@/tests/support/http";
import { pngBytes, putBytes, requestAddress, uploadAndRegister } from "./support";

const DAY = 24 * 60 * 60 * 1000;
const tokenHashOf = (uploadURL: string) => hashToken(uploadURL.split("/").pop() ?? "");

describe("cleanupUnregisteredUploads", () => {
  it("removes uploads never registered after 24 h, objects included, and keeps the rest", async () => {
    const alice = await createUser();
    const png = await pngBytes();
    const stale = await requestAddress(alice.cookie);
    await putBytes(stale, new Uint8Array(png), "image/png");
    const staleUnused = await requestAddress(alice.cookie);
    const fresh = await requestAddress(alice.cookie);
    await putBytes(fresh, new Uint8Array(png), "image/png");
    const { uploadURL: registered } = await uploadAndRegister(alice.cookie, postImages as Handler, "/api/post-images", "imageURL", png, "image/png");

    const old = new Date(Date.now() - DAY - 60_000);
    for (const url of [stale, staleUnused, registered]) {
      await db.upload.update({ where: { tokenHash: tokenHashOf(url) }, data: { createdAt: old } });
    }
    const staleRow = await db.upload.findUniqueOrThrow({ where: { tokenHash: tokenHashOf(stale) } });
    expect(await getStorage().stat(staleRow.objectKey ?? "")).not.toBeNull();

    const removed = await cleanupUnregisteredUploads();
    expect(removed).toBeGreaterThanOrEqual(2);
    expect(await db.upload.findUnique({ where: { tokenHash: tokenHashOf(stale) } })).toBeNull();
    expect(await db.upload.findUnique({ where: { tokenHash: tokenHashOf(staleUnused) } })).toBeNull();
    expect(await getStorage().stat(staleRow.objectKey ?? "")).toBeNull();
    expect(await db.upload.findUnique({ where: { tokenHash: tokenHashOf(fresh) } })).not.toBeNull();
    const kept = await db.upload.findUniqueOrThrow({ where: { tokenHash: tokenHashOf(registered) } });
    expect(await getStorage().stat(kept.objectKey ?? "")).not.toBeNull();
  });
});

import { randomBytes } from "node:crypto";
import { db } from "@/lib/data/db";
import { registeredUpload } from "@/tests/support/uploads";
import { getStorage } from "@/lib/data/storage";

// Seeds for story tests: registered story uploads (as the media flow leaves them), stories and follows.
export async function storyUpload(ownerId: string, kind: "image" | "video" = "image", purpose = "story") {
  const objectPath = await registeredUpload(ownerId, purpose, kind, { store: true });
  return { objectKey: objectPath.slice("/objects/".length), objectPath };
}

export async function seedStory(authorId: string, options: { hoursAgo?: number; withMedia?: boolean } = {}) {
  const imageUrl = options.withMedia ? (await storyUpload(authorId)).objectPath : `/objects/demo/story-${randomBytes(4).toString("hex")}.jpg`;
  const createdAt = new Date(Date.now() - (options.hoursAgo ?? 0) * 3_600_000);
  return db.story.create({ data: { authorId, imageUrl, createdAt }, select: { id: true, imageUrl: true } });
}

export async function follow(followerId: string, followingId: string) {
  await db.follow.create({ data: { followerId, followingId } });
}

export async function objectExists(objectKey: string) {
  return (await getStorage().stat(objectKey)) !== null;
}

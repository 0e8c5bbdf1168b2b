import { db } from "@/lib/data/db";
import type { Handler } from "@/tests/support/http";

// Seeding helpers for the posts tests: registered uploads (as the media flow leaves them) and
// posts written straight to the database.
export function h(handler: unknown) {
  return handler as Handler;
}

let tick = 0;
/** A post with `media` images, created `secondsAgo` before now (unique, ordered timestamps). */
export async function seedPost(authorId: string, options: { caption?: string; media?: number; createdAt?: Date } = {}) {
  tick += 1;
  const createdAt = options.createdAt ?? new Date(Date.now() - 1_000_000 + tick * 10);
  return db.post.create({
    data: {
      authorId,
      caption: options.caption ?? `post ${tick}`,
      createdAt,
      media: { create: Array.from({ length: options.media ?? 1 }, (_, position) => ({ position, url: `/objects/demo/p${tick}-${position}.jpg`, type: "image" as const })) },
    },
    select: { id: true, createdAt: true },
  });
}

export async function follow(followerId: string, followingId: string) {
  await db.follow.create({ data: { followerId, followingId } });
}

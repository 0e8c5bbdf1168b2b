import "server-only";
import { db } from "@/lib/db";
import { assertPostExists } from "@/lib/services/posts/get-post";

const LIKES_MAX = 500;

/** Who liked a post (spec: an array with userId), newest first. */
export async function listLikes(postId: string) {
  await assertPostExists(postId);
  const rows = await db.postLike.findMany({
    where: { postId },
    orderBy: { createdAt: "desc" },
    take: LIKES_MAX,
    select: { userId: true, createdAt: true },
  });
  return rows.map((r) => ({ userId: r.userId, createdAt: r.createdAt.toISOString() }));
}

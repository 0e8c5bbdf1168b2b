import "server-only";
import { db } from "@/lib/data/db";
import { assertPostVisible } from "@/lib/domain/posts/get-post";
import { visibleUserWhere, type Viewer } from "@/lib/domain/safety/visibility";

const LIKES_MAX = 500;

/** Who liked a post (spec: an array with userId), newest first; members hidden from the viewer left out. */
export async function listLikes(viewer: Viewer, postId: string) {
  await assertPostVisible(viewer, postId);
  const rows = await db.postLike.findMany({
    where: { postId, user: visibleUserWhere(viewer) },
    orderBy: { createdAt: "desc" },
    take: LIKES_MAX,
    select: { userId: true, createdAt: true },
  });
  return rows.map((r) => ({ userId: r.userId, createdAt: r.createdAt.toISOString() }));
}

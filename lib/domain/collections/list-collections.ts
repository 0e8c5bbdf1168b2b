import "server-only";
import { db } from "@/lib/data/db";
import type { CollectionDto } from "@/lib/contract/posts/types";
import { assertOwner } from "@/lib/domain/collections/assert-owner";
import { visiblePostWhere, type Viewer } from "@/lib/domain/safety/visibility";

const COLLECTIONS_MAX = 200;

/** The owner's collections with their post counts (one query, counts by aggregation): only the saved posts the saved list shows (visiblePostWhere). */
export async function listCollections(viewer: Viewer, userId: string): Promise<CollectionDto[]> {
  assertOwner(viewer, userId);
  const rows = await db.collection.findMany({
    where: { ownerId: userId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: COLLECTIONS_MAX,
    select: { id: true, title: true, _count: { select: { saves: { where: { post: visiblePostWhere(viewer) } } } } },
  });
  return rows.map((r) => ({ id: r.id, title: r.title, count: r._count.saves }));
}

import "server-only";
import { notFound, privateAccount } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import { authorVisibleToViewerWhere, USER_NOT_FOUND, type Viewer, visibleUserWhere } from "@/lib/domain/safety/visibility";

/**
 * Why a member's list came back empty: 404 when the member is unknown or hidden from the viewer,
 * 403 `private_account` when they are private and the viewer no approved follower; else nothing.
 */
export async function assertProfileContentVisible(viewer: Viewer, userId: string) {
  const row = await db.user.findFirst({
    where: { id: userId, ...(userId === viewer.id ? {} : visibleUserWhere(viewer)) },
    select: { id: true },
  });
  if (!row) throw notFound(USER_NOT_FOUND);
  const readable = await db.user.count({ where: { id: userId, ...authorVisibleToViewerWhere(viewer) } });
  if (readable === 0) throw privateAccount();
}

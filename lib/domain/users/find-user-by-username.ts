import "server-only";
import { db } from "@/lib/data/db";
import { visibleUserWhere, type Viewer } from "@/lib/domain/safety/visibility";
import { USERNAME_PATTERN } from "@/lib/contract/users/schemas";

/** The id of the member called `username` (any case) if the viewer may see them (no block either way, not suspended); else null. */
export async function findUserIdByUsername(viewer: Viewer, username: string): Promise<string | null> {
  const name = username.toLowerCase();
  if (!USERNAME_PATTERN.test(name)) return null;
  const row = await db.user.findFirst({
    where: { username: name, OR: [{ id: viewer.id }, visibleUserWhere(viewer)] },
    select: { id: true },
  });
  return row?.id ?? null;
}

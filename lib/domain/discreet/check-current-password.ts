import "server-only";
import { forbidden } from "@/lib/core/errors";
import { verifyPassword } from "@/lib/core/password";
import { db } from "@/lib/data/db";
import { throttle } from "@/lib/data/throttle";
import { CURRENT_PASSWORD_INCORRECT } from "@/lib/contract/users/schemas";
import type { Viewer } from "@/lib/domain/safety/visibility";

/** Setting or removing the PIN needs the account password (a borrowed unlocked phone must not change it). */
export async function checkCurrentPassword(viewer: Viewer, password: string) {
  await throttle("credentials", viewer.id);
  const user = await db.user.findUnique({ where: { id: viewer.id }, select: { passwordHash: true } });
  if (!(await verifyPassword(password, user?.passwordHash))) throw forbidden(CURRENT_PASSWORD_INCORRECT);
}

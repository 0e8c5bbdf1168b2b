import "server-only";
import { forbidden } from "@/lib/api/errors";
import { verifyPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { throttle } from "@/lib/throttle";
import { CURRENT_PASSWORD_INCORRECT } from "@/lib/validations/users";

/** Setting or removing the PIN needs the account password (a borrowed unlocked phone must not change it). */
export async function checkCurrentPassword(userId: string, password: string) {
  await throttle("credentials", userId);
  const user = await db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  if (!(await verifyPassword(password, user?.passwordHash))) throw forbidden(CURRENT_PASSWORD_INCORRECT);
}

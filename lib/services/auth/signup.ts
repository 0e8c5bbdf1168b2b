import "server-only";
import { conflict } from "@/lib/api/errors";
import { hashPassword } from "@/lib/auth/password";
import { throttle } from "@/lib/auth/throttle";
import { db } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { toPublicUser } from "@/lib/services/users/public-user";
import { pickUsername } from "@/lib/services/users/pick-username";
import type { SignupBody } from "@/lib/validations/auth";

export async function signup(input: SignupBody, ip: string) {
  throttle(`signup:ip:${ip}`, getEnv().NIJI_THROTTLE_SIGNUP_IP);
  const existing = await db.user.findUnique({ where: { email: input.email }, select: { id: true } });
  if (existing) throw conflict("An account with this email already exists");
  const passwordHash = await hashPassword(input.password);
  const username = await pickUsername(input.email);
  const user = await db.user.create({
    data: {
      email: input.email,
      passwordHash,
      username,
      firstName: input.firstName,
      lastName: input.lastName,
    },
  });
  return toPublicUser(user, user.id);
}

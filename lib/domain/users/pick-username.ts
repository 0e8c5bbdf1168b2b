import "server-only";
import { db } from "@/lib/data/db";
import { usernameBase, withDigits } from "@/lib/domain/users/username-base";

// A new member's username: first name + 4 random digits (6, then 8, when those are taken), never
// anything from the e-mail. Members can change it on Edit Profile.
export async function pickUsername(firstName: string | null | undefined) {
  const base = usernameBase(firstName);
  const candidates = [4, 4, 4, 6, 6, 6].map((n) => withDigits(base, n));
  const taken = await db.user.findMany({ where: { username: { in: candidates } }, select: { username: true } });
  const takenSet = new Set(taken.map((u) => u.username));
  return candidates.find((c) => !takenSet.has(c)) ?? withDigits(base, 8);
}

import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";

// Sign-up asks for no username; we derive one from the e-mail's local part (lower-case, a-z 0-9 . _)
// and add a short random suffix when it is taken. Members can change it on Edit Profile.
export function usernameBase(email: string) {
  const local = email.split("@")[0] ?? "";
  const cleaned = local.toLowerCase().replace(/[^a-z0-9._]/g, "").replace(/^[._]+|[._]+$/g, "").slice(0, 20);
  return cleaned.length >= 3 ? cleaned : `user${cleaned}`;
}

export async function pickUsername(email: string, suffixOnly = false) {
  const base = usernameBase(email);
  const candidates = [...(suffixOnly ? [] : [base]), ...Array.from({ length: 5 }, () => `${base}_${randomBytes(3).toString("hex")}`)];
  const taken = await db.user.findMany({ where: { username: { in: candidates } }, select: { username: true } });
  const takenSet = new Set(taken.map((u) => u.username));
  return candidates.find((c) => !takenSet.has(c)) ?? `${base}_${randomBytes(6).toString("hex")}`;
}

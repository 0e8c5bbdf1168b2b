import "server-only";
import { mailConfigured } from "@/lib/core/env";
import { db } from "@/lib/data/db";

/**
 * The address change awaiting its link, else null. Only mail can leave one waiting (without mail an
 * address changes at once), so without SMTP_URL nothing is read: GET /api/auth/user stays on the
 * cached session row alone (tests/auth/session-cache.test.ts).
 */
export async function pendingEmailOf(userId: string, now = new Date()): Promise<string | null> {
  if (!mailConfigured()) return null;
  const token = await db.accountToken.findFirst({
    where: { userId, kind: "change_email", usedAt: null, expiresAt: { gt: now } },
    orderBy: { createdAt: "desc" },
    select: { newEmail: true },
  });
  return token?.newEmail ?? null;
}

import type { Prisma } from "@/lib/generated/prisma/client";

// A row of GET /api/blocks and GET /api/mutes: who, never their e-mail.
export const safetyUserSelect = {
  id: true,
  username: true,
  firstName: true,
  lastName: true,
  profileImageUrl: true,
} as const satisfies Prisma.UserSelect;

export type SafetyUser = Prisma.UserGetPayload<{ select: typeof safetyUserSelect }>;
export type BlockedUser = SafetyUser & { blockedAt: string };
export type MutedUser = SafetyUser & { until: string | null };
export type SafetyPage<T> = { items: T[]; nextCursor: string | null };

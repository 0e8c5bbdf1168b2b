import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { SafetyUser } from "@/lib/contract/safety/types";

export const safetyUserSelect = {
  id: true,
  username: true,
  firstName: true,
  lastName: true,
  profileImageUrl: true,
} as const satisfies Prisma.UserSelect & Record<keyof SafetyUser, true>;

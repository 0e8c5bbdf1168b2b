import "server-only";
import type { SafetyUser } from "@/lib/contract/safety/types";

/** The member of a block or mute row (the one summary selection, lib/domain/members/user-summary.ts), without the display name. */
export const SAFETY_USER_FIELDS = ["id", "username", "firstName", "lastName", "profileImageUrl"] as const satisfies readonly (keyof SafetyUser)[];

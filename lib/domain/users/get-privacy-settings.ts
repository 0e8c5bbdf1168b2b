import "server-only";
import { db } from "@/lib/data/db";
import type { PrivacySettings } from "@/lib/contract/users/types";

/** The member's own privacy switches (Edit Profile). */
export async function getPrivacySettings(userId: string): Promise<PrivacySettings> {
  return db.user.findUniqueOrThrow({ where: { id: userId }, select: { isPrivate: true, discoverable: true } });
}

import "server-only";
import { db } from "@/lib/data/db";
import type { PrivacySettings } from "@/lib/contract/users/types";
import type { Viewer } from "@/lib/domain/safety/visibility";

/** The member's own privacy switches (Edit Profile). */
export async function getPrivacySettings(viewer: Viewer): Promise<PrivacySettings> {
  return db.user.findUniqueOrThrow({ where: { id: viewer.id }, select: { isPrivate: true, discoverable: true } });
}

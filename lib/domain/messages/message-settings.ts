import "server-only";
import { forbidden, notFound } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import type { MessageSettings } from "@/lib/contract/messages/types";
import { USER_NOT_FOUND, type Viewer } from "@/lib/domain/safety/visibility";
import type { MessageSettingsBody } from "@/lib/contract/messages/schemas";
import { serverText } from "@/lib/core/server-text";

export const NOT_YOUR_SETTINGS = serverText("notYourMessageSettings");
const select = { readReceipts: true, allowMessageRequests: true } as const;

function assertSelf(viewer: Viewer, userId: string) {
  // admins included: these are a member's own privacy choices
  if (viewer.id !== userId) throw forbidden(NOT_YOUR_SETTINGS);
}

/** GET /api/users/{id}/message-settings (own account only). */
export async function getMessageSettings(viewer: Viewer, userId: string): Promise<MessageSettings> {
  assertSelf(viewer, userId);
  const row = await db.user.findUnique({ where: { id: userId }, select });
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
}

/** PUT /api/users/{id}/message-settings: absent fields stay as they are. */
export async function updateMessageSettings(viewer: Viewer, userId: string, body: MessageSettingsBody): Promise<MessageSettings> {
  assertSelf(viewer, userId);
  return db.user.update({ where: { id: userId }, data: body, select });
}

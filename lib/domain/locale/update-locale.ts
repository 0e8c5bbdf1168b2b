import "server-only";
import { forbidden } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import type { UpdateLocaleBody } from "@/lib/contract/locale/schemas";
import { serverText } from "@/lib/core/server-text";
import type { Viewer } from "@/lib/domain/safety/visibility";

export const NOT_YOUR_LANGUAGE = serverText("notYourLanguage");

/** PUT /api/users/{id}/locale: the member's language, stored on the account so it follows them. */
export async function updateLocale(viewer: Viewer, userId: string, input: UpdateLocaleBody) {
  if (viewer.id !== userId) throw forbidden(NOT_YOUR_LANGUAGE);
  const row = await db.user.update({ where: { id: userId }, data: { locale: input.locale }, select: { locale: true } });
  return { locale: row.locale ?? input.locale };
}

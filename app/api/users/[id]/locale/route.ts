import { readJson } from "@/lib/server/http/body";
import { withUser } from "@/lib/server/http/handler";
import { localeCookie } from "@/lib/core/i18n/locale-cookie";
import { updateLocale } from "@/lib/domain/locale/update-locale";
import { updateLocaleBodySchema } from "@/lib/contract/locale/schemas";

// PUT /api/users/{id}/locale: store the member's language on the account and on this browser
export const PUT = withUser<{ id: string }>(async ({ req, params, user }) => {
  const body = await readJson(req, updateLocaleBodySchema);
  const result = await updateLocale(user, params.id, body);
  return Response.json(result, { headers: { "Set-Cookie": localeCookie(result.locale) } });
});

import { readJson } from "@/lib/api/body";
import { withUser } from "@/lib/api/handler";
import { localeCookie } from "@/i18n/locale-cookie";
import { updateLocale } from "@/lib/services/locale/update-locale";
import { updateLocaleBodySchema } from "@/lib/validations/locale";

// PUT /api/users/{id}/locale: store the member's language on the account and on this browser
export const PUT = withUser<{ id: string }>(async ({ req, params, user }) => {
  const body = await readJson(req, updateLocaleBodySchema);
  const result = await updateLocale(user, params.id, body);
  return Response.json(result, { headers: { "Set-Cookie": localeCookie(result.locale) } });
});

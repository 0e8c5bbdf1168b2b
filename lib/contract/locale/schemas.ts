import { z } from "zod";
import { LOCALES } from "@/lib/core/i18n/locale";
import { serverText } from "@/lib/core/server-text";

// Body of PUT /api/users/{id}/locale: the language the member chose in /edit-profile.
export const LOCALE_INVALID = serverText("languageInvalid");

export const updateLocaleBodySchema = z.object({ locale: z.enum(LOCALES, { error: LOCALE_INVALID }) });
export type UpdateLocaleBody = z.infer<typeof updateLocaleBodySchema>;

import { z } from "zod";
import { LOCALES } from "@/lib/core/i18n/locale";

// Body of PUT /api/users/{id}/locale: the language the member chose in /edit-profile.
export const LOCALE_INVALID = "Language must be en or ja";

export const updateLocaleBodySchema = z.object({ locale: z.enum(LOCALES, { error: LOCALE_INVALID }) });
export type UpdateLocaleBody = z.infer<typeof updateLocaleBodySchema>;

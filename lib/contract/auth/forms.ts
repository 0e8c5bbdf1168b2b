import { z } from "zod";
import { accountEmailBodySchema, passwordSchema } from "./schemas";
import { FILL_ALL, PASSWORDS_DONT_MATCH } from "./limits";

// The account screens' forms (issue #31), loaded lazily by them: the same email and password rules as
// sign-up (lib/contract/auth/schemas.ts), and a confirmation the server never sees.

/** /forgot-password and "send a new link": the body itself (one address). */
export const emailFormSchema = accountEmailBodySchema;
export type EmailForm = z.input<typeof emailFormSchema>;

/** /reset-password: the new password twice. */
export const newPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string().min(1, FILL_ALL) })
  .refine((v) => v.password === v.confirmPassword, { message: PASSWORDS_DONT_MATCH, path: ["confirmPassword"] });
export type NewPasswordForm = z.input<typeof newPasswordFormSchema>;

export { normalizeCode, TOTP_CODE } from "./limits";

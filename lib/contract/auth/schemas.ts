import { z } from "zod";
import { FILL_ALL, FIRST_NAME_TOO_LONG, LAST_NAME_TOO_LONG, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT, PASSWORDS_DONT_MATCH } from "./limits";
import { serverText } from "@/lib/core/server-text";

// Request bodies of /api/auth/*, shared by the forms (loaded lazily there), the handlers and the tests.
export * from "./limits";

const requiredText = (max: number, tooLong: string) =>
  z.string({ error: FILL_ALL }).trim().min(1, FILL_ALL).max(max, tooLong);

export const emailSchema = z
  .string({ error: FILL_ALL })
  .trim()
  .min(1, FILL_ALL)
  .max(254, serverText("emailTooLong"))
  .pipe(z.email({ error: serverText("invalidEmail") }))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ error: FILL_ALL })
  .min(1, FILL_ALL)
  .min(PASSWORD_MIN, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX, PASSWORD_TOO_LONG);

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string({ error: FILL_ALL }).min(1, FILL_ALL).max(PASSWORD_MAX, PASSWORD_TOO_LONG),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const signupBodySchema = z.object({
  firstName: requiredText(NAME_MAX, FIRST_NAME_TOO_LONG),
  lastName: requiredText(NAME_MAX, LAST_NAME_TOO_LONG),
  email: emailSchema,
  password: passwordSchema,
});
export type SignupBody = z.infer<typeof signupBodySchema>;

/** A mailed link's token as sent back (its form is checked by the service: anything malformed is invalid_token). */
const tokenSchema = z.string({ error: FILL_ALL }).min(1, FILL_ALL).max(200, serverText("invalidToken"));

/** POST /api/auth/confirm-email */
export const confirmEmailBodySchema = z.object({ token: tokenSchema });
export type ConfirmEmailBody = z.infer<typeof confirmEmailBodySchema>;

/** POST /api/auth/confirm-email/resend and POST /api/auth/password-reset: one address. */
export const accountEmailBodySchema = z.object({ email: emailSchema });
export type AccountEmailBody = z.infer<typeof accountEmailBodySchema>;

/** POST /api/auth/password-reset/confirm */
export const passwordResetConfirmBodySchema = z.object({ token: tokenSchema, password: passwordSchema });
export type PasswordResetConfirmBody = z.infer<typeof passwordResetConfirmBodySchema>;

/** A two-factor code or recovery code as typed (its form is checked by the service: anything else is invalid_code). */
const codeSchema = z.string({ error: FILL_ALL }).trim().min(1, FILL_ALL).max(64, serverText("invalidCode"));

/** POST /api/auth/2fa/enable */
export const enableTwoFactorBodySchema = z.object({ code: codeSchema });
export type EnableTwoFactorBody = z.infer<typeof enableTwoFactorBodySchema>;

/** POST /api/auth/2fa/disable: the password and a current code (or a recovery code) */
export const disableTwoFactorBodySchema = z.object({
  currentPassword: z.string({ error: FILL_ALL }).min(1, FILL_ALL).max(PASSWORD_MAX, PASSWORD_TOO_LONG),
  code: codeSchema,
});
export type DisableTwoFactorBody = z.infer<typeof disableTwoFactorBodySchema>;

/** POST /api/auth/login/2fa: a code from the authenticator app, or one recovery code */
export const loginTwoFactorBodySchema = z.union([z.object({ code: codeSchema }).strict(), z.object({ recoveryCode: codeSchema }).strict()], { error: FILL_ALL });
export type LoginTwoFactorBody = z.infer<typeof loginTwoFactorBodySchema>;

/** The sign-up form adds a confirmation the server never sees; a blank one is flagged like any empty field. */
export const signupFormSchema = signupBodySchema
  .extend({ confirmPassword: z.string().min(1, FILL_ALL) })
  .refine((v) => v.password === v.confirmPassword, { message: PASSWORDS_DONT_MATCH, path: ["confirmPassword"] });
export type SignupForm = z.input<typeof signupFormSchema>;

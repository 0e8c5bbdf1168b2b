import { z } from "zod";
import {
  emailSchema,
  FIRST_NAME_TOO_LONG,
  LAST_NAME_TOO_LONG,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DONT_MATCH,
} from "@/lib/contract/auth/schemas";
import { cursorSchema } from "@/lib/core/schema/page-query";
import { clearableText } from "@/lib/core/schema/text";
import { BIO_MAX, FIELD_VISIBILITIES, IDENTITY_LINE_MAX, MEDIA_URL_MAX, PRONOUNS_MAX, SEARCH_MAX, SEARCH_MIN, USERNAME_MAX, USERNAME_PATTERN } from "./limits";
import { serverText } from "@/lib/core/server-text";

// Request bodies and queries of /api/users/*, shared by the edit-profile form, the handlers and the tests.
export { PASSWORD_MIN };
export * from "./limits";

/**
 * A new password or e-mail needs the current password (a stolen session must not take the account). Here,
 * not in ./limits: a serverText call there put the English error table into every screen importing a limit.
 */
export const CURRENT_PASSWORD_INCORRECT = serverText("currentPasswordIncorrect");
const USERNAME_REQUIRED = serverText("usernameRequired");
const USERNAME_TOO_LONG = serverText("usernameTooLong", { max: USERNAME_MAX });
const BIO_TOO_LONG = serverText("bioTooLong", { max: BIO_MAX });
const PRONOUNS_TOO_LONG = serverText("pronounsTooLong", { max: PRONOUNS_MAX });
const IDENTITY_LINE_TOO_LONG = serverText("identityTooLong", { max: IDENTITY_LINE_MAX });
const fieldVisibilitySchema = z.enum(FIELD_VISIBILITIES, { error: serverText("visibilityInvalid") }).optional();

export const usernameSchema = z
  .string({ error: USERNAME_REQUIRED })
  .trim()
  .min(1, USERNAME_REQUIRED)
  .max(USERNAME_MAX, USERNAME_TOO_LONG)
  .transform((v) => v.toLowerCase())
  .pipe(
    z
      .string()
      .min(3, serverText("usernameTooShort", { min: 3 }))
      .regex(USERNAME_PATTERN, serverText("usernamePattern")),
  );

/** Optional free text: trimmed, and "" or null clears it. */
const profileText = (max: number, tooLong: string) => clearableText(max, tooLong, { notText: serverText("mustBeText") });

const mediaUrlSchema = (label: string) =>
  z
    .string({ error: serverText("fieldMustBeText", { field: label }) })
    .trim()
    .max(MEDIA_URL_MAX, serverText("fieldTooLong", { field: label }))
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

const passwordField = z
  .string({ error: serverText("passwordNotText") })
  .max(PASSWORD_MAX, PASSWORD_TOO_LONG)
  .refine((v) => v === "" || v.length >= PASSWORD_MIN, PASSWORD_TOO_SHORT)
  .optional()
  .transform((v) => v || undefined);

export const updateUserBodySchema = z.object({
  username: usernameSchema,
  firstName: profileText(NAME_MAX, FIRST_NAME_TOO_LONG),
  lastName: profileText(NAME_MAX, LAST_NAME_TOO_LONG),
  bio: profileText(BIO_MAX, BIO_TOO_LONG),
  pronouns: profileText(PRONOUNS_MAX, PRONOUNS_TOO_LONG),
  pronounsVisibility: fieldVisibilitySchema,
  identityLine: profileText(IDENTITY_LINE_MAX, IDENTITY_LINE_TOO_LONG),
  identityVisibility: fieldVisibilitySchema,
  profileImageUrl: mediaUrlSchema("Profile image URL"),
  backgroundVideoUrl: mediaUrlSchema("Background video URL"),
  email: emailSchema.optional(),
  /** sent only when the member typed a new one */
  password: passwordField,
  /** required with a new password or a changed e-mail */
  currentPassword: z.string({ error: serverText("currentPasswordNotText") }).max(PASSWORD_MAX, CURRENT_PASSWORD_INCORRECT).optional(),
  /** a private account: only approved followers see posts, stories and follow lists */
  isPrivate: z.boolean({ error: serverText("privateMustBeBoolean") }).optional(),
  /** false: left out of people search */
  discoverable: z.boolean({ error: serverText("discoverableMustBeBoolean") }).optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** The edit form: every field as text plus a confirmation the server never sees. */
export const editProfileFormSchema = z
  .object({
    username: z.string().trim().min(1, USERNAME_REQUIRED).max(USERNAME_MAX, USERNAME_TOO_LONG),
    firstName: z.string().max(NAME_MAX, FIRST_NAME_TOO_LONG),
    lastName: z.string().max(NAME_MAX, LAST_NAME_TOO_LONG),
    bio: z.string().max(BIO_MAX, BIO_TOO_LONG),
    pronouns: z.string().max(PRONOUNS_MAX, PRONOUNS_TOO_LONG),
    pronounsVisibility: z.enum(FIELD_VISIBILITIES),
    identityLine: z.string().max(IDENTITY_LINE_MAX, IDENTITY_LINE_TOO_LONG),
    identityVisibility: z.enum(FIELD_VISIBILITIES),
    profileImageUrl: z.string().max(MEDIA_URL_MAX, serverText("fieldTooLong", { field: "Profile image URL" })),
    backgroundVideoUrl: z.string().max(MEDIA_URL_MAX),
    email: z.string().trim().min(1, serverText("invalidEmail")).pipe(z.email({ error: serverText("invalidEmail") })),
    password: z.string().max(PASSWORD_MAX, PASSWORD_TOO_LONG),
    confirmPassword: z.string(),
    currentPassword: z.string().max(PASSWORD_MAX, CURRENT_PASSWORD_INCORRECT),
    isPrivate: z.boolean(),
    discoverable: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (!v.password && !v.confirmPassword) return;
    if (v.password !== v.confirmPassword) {
      ctx.addIssue({ code: "custom", message: PASSWORDS_DONT_MATCH, path: ["confirmPassword"] });
    } else if (v.password.length < PASSWORD_MIN) {
      ctx.addIssue({ code: "custom", message: PASSWORD_TOO_SHORT, path: ["password"] });
    }
  });
export type EditProfileForm = z.infer<typeof editProfileFormSchema>;

export { needsCurrentPassword } from "./limits";

export const userSearchQuerySchema = z.object({
  q: z
    .string({ error: serverText("searchTooShort", { min: 3 }) })
    .trim()
    .min(SEARCH_MIN, serverText("searchTooShort", { min: 3 }))
    .max(SEARCH_MAX, serverText("searchTooLong", { max: 100 })),
});
export type UserSearchQuery = z.infer<typeof userSearchQuerySchema>;

/** `?cursor=` of the follow lists. */
export const userListQuerySchema = z.object({
  cursor: cursorSchema.optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** DELETE /api/users/{id}: the member's current password confirms the deletion. */
export const deleteAccountBodySchema = z.object({
  password: z.string({ error: serverText("passwordRequired") }).min(1, serverText("passwordRequired")).max(PASSWORD_MAX, PASSWORD_TOO_LONG),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

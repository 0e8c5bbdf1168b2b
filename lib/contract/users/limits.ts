// The limits and texts of lib/contract/users/schemas.ts without zod, for client code that needs only them.

export const BIO_MAX = 150;
export const USERNAME_MAX = 30;
export const MEDIA_URL_MAX = 2048;
export const PRONOUNS_MAX = 40;
export const IDENTITY_LINE_MAX = 60;
/** Who may see an identity field (the FieldVisibility enum of the schema). */
export const FIELD_VISIBILITIES = ["everyone", "followers", "only_me"] as const;
export type FieldVisibility = (typeof FIELD_VISIBILITIES)[number];
export const SEARCH_MIN = 3;
export const SEARCH_MAX = 100;
export const USERNAME_PATTERN = /^[a-z0-9._]{3,30}$/;
/** The edit form asks for the current password once a new password or another e-mail is typed. */
export function needsCurrentPassword(values: { email: string; password: string; confirmPassword: string }, originalEmail: string) {
  return Boolean(values.password || values.confirmPassword) || values.email.trim().toLowerCase() !== originalEmail.toLowerCase();
}

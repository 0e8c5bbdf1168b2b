import type { Locale } from "@/lib/core/i18n/locale";
import { formatName } from "@/lib/core/i18n/name";

// Display name rule (spec section 3): name, then username, then the e-mail's local part, then 'User'.
export type Nameable = {
  name?: string | null;
  username?: string | null;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
};

export const PLACEHOLDER_AVATAR = "/avatar-placeholder.svg";

export function displayName(user: Nameable | null | undefined): string {
  if (!user) return "User";
  const name = user.name?.trim();
  if (name) return name;
  const username = user.username?.trim();
  if (username) return username;
  const local = user.email?.split("@")[0]?.trim();
  if (local) return local;
  return "User";
}

/** The full name in the reader's order ("First Last"; Japanese "姓 名") when either is set, else the display name. */
export function fullName(user: Nameable | null | undefined, locale: Locale = "en"): string {
  return formatName(user?.firstName, user?.lastName, locale) || displayName(user);
}

export function avatarUrl(user: { profileImageUrl?: string | null } | null | undefined): string {
  return user?.profileImageUrl || PLACEHOLDER_AVATAR;
}

export function initials(user: Nameable | null | undefined): string {
  const first = user?.firstName?.trim()?.[0] ?? displayName(user)[0] ?? "U";
  const last = user?.lastName?.trim()?.[0] ?? "";
  return (first + last).toUpperCase();
}

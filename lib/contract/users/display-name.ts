import type { Locale } from "@/lib/core/i18n/locale";
import { formatName } from "@/lib/core/i18n/name";
import type { VariantImage } from "@/lib/contract/media/variants";

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

/** The avatar with its WebP variants when the photo has some (components/shared/post-image.tsx draws it). */
export function avatarImage(user: { profileImageUrl?: string | null; profileImageWidths?: number[] } | null | undefined): VariantImage {
  const url = avatarUrl(user);
  return user?.profileImageUrl && user.profileImageWidths?.length ? { url, widths: user.profileImageWidths } : { url };
}

export function initials(user: Nameable | null | undefined): string {
  const first = user?.firstName?.trim()?.[0] ?? displayName(user)[0] ?? "U";
  const last = user?.lastName?.trim()?.[0] ?? "";
  return (first + last).toUpperCase();
}

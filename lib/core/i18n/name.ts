import type { Locale } from "@/lib/core/i18n/locale";

// How a member's full name is written for a screen. English: "First Last". Japanese: the family name
// first, "姓 名" (山田 さくら), as Japanese readers expect, for every script, since a Japanese name typed
// in romaji is one we cannot tell from any other. The two parts are joined by one half-width space in
// both languages, also between two Japanese-script names: without it a name written in kana alone
// (やまだ さくら) would have no visible boundary, and a space is what Japanese member lists show.
// A missing or blank part is left out (no stray space); both missing gives "". Pure, client-safe.

export function formatName(firstName: string | null | undefined, lastName: string | null | undefined, locale: Locale): string {
  const first = firstName?.trim() ?? "";
  const last = lastName?.trim() ?? "";
  const parts = locale === "ja" ? [last, first] : [first, last];
  return parts.filter(Boolean).join(" ");
}

import { ChevronRight, Star } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";

/** The /settings entry to the Close Friends screen. */
export function CloseFriendsLink() {
  const t = useTranslations("audience.closeFriends");
  return (
    <Link href="/close-friends" className="flex items-center gap-3 rounded-2xl border bg-card px-4 py-3 outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring">
      <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-emerald-700 text-white">
        <Star className="size-4" fill="currentColor" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold">{t("settingsLink")}</span>
        <span className="block text-xs text-muted-foreground">{t("settingsHint")}</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground" />
    </Link>
  );
}

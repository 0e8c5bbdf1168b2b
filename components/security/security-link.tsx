import { ChevronRight, ShieldCheck } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";

/** The /settings entry to /settings/security (two-factor sign-in, signed-in devices). */
export function SecurityLink() {
  const t = useTranslations("security.settings");
  return (
    <Link href="/settings/security" className="flex items-center gap-3 rounded-2xl border bg-card px-4 py-3 outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring">
      <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-primary text-primary-foreground">
        <ShieldCheck className="size-4" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold">{t("link")}</span>
        <span className="block text-xs text-muted-foreground">{t("linkHint")}</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground" />
    </Link>
  );
}

import { ShieldCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { SettingsLink } from "@/components/shared/settings-link";

/** The /settings entry to /settings/security (two-factor sign-in, signed-in devices). */
export function SecurityLink() {
  const t = useTranslations("security.settings");
  return <SettingsLink href="/settings/security" title={t("link")} hint={t("linkHint")} icon={<ShieldCheck className="size-4" />} />;
}

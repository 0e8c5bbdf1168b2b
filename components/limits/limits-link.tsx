import { ShieldHalf } from "lucide-react";
import { useTranslations } from "next-intl";
import { SettingsLink } from "@/components/shared/settings-link";
import { LIMITS_PATH } from "@/lib/contract/limits/paths";

/** The /settings entry to /settings/limits. */
export function LimitsLink() {
  const t = useTranslations("limits");
  return <SettingsLink href={LIMITS_PATH} title={t("link")} hint={t("linkHint")} icon={<ShieldHalf className="size-4" />} />;
}

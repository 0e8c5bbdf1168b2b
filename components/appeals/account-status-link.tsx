import { Scale } from "lucide-react";
import { useTranslations } from "next-intl";
import { SettingsLink } from "@/components/shared/settings-link";
import { ACCOUNT_STATUS_PATH } from "@/lib/contract/appeals/paths";

/** The /settings entry to /settings/account-status (strikes, suspensions, appeals). */
export function AccountStatusLink() {
  const t = useTranslations("appeals");
  return <SettingsLink href={ACCOUNT_STATUS_PATH} title={t("link")} hint={t("linkHint")} icon={<Scale className="size-4" />} />;
}

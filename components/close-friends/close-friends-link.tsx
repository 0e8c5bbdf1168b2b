import { Star } from "lucide-react";
import { useTranslations } from "next-intl";
import { SettingsLink } from "@/components/shared/settings-link";

/** The /settings entry to the Close Friends screen. */
export function CloseFriendsLink() {
  const t = useTranslations("audience.closeFriends");
  return (
    <SettingsLink
      href="/close-friends"
      title={t("settingsLink")}
      hint={t("settingsHint")}
      icon={<Star className="size-4" fill="currentColor" />}
      badgeClassName="bg-emerald-700 text-white"
    />
  );
}

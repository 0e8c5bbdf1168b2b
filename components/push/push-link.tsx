import { BellRing } from "lucide-react";
import { useTranslations } from "next-intl";
import { SettingsLink } from "@/components/shared/settings-link";

/** The /settings entry to /settings/notifications (push notifications on this device, what rings, quiet hours). */
export function PushLink() {
  const t = useTranslations("pushSettings");
  return <SettingsLink href="/settings/notifications" title={t("link")} hint={t("linkHint")} icon={<BellRing className="size-4" />} badgeClassName="bg-sky-700 text-white" />;
}

import { getTranslations } from "next-intl/server";
import { LimitsSettings } from "@/components/limits/limits-settings";
import { SettingsPageHeader } from "@/components/shared/settings-page-header";
import { getCurrentUser } from "@/lib/server/current-user";

// /settings/limits: hold back comments, mentions and message requests from people who don't follow you (issue #33).
export default async function LimitsPage() {
  const user = await getCurrentUser();
  if (!user) return null;
  const t = await getTranslations("limits");
  return (
    <div className="space-y-4">
      <SettingsPageHeader back={t("back")} title={t("title")} intro={t("intro")} />
      <LimitsSettings />
    </div>
  );
}

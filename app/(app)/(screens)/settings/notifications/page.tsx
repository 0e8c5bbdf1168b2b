import { getTranslations } from "next-intl/server";
import { PushSettings } from "@/components/push/push-settings";
import { SettingsPageHeader } from "@/components/shared/settings-page-header";
import { getCurrentUser } from "@/lib/server/current-user";

// /settings/notifications: push notifications on this device (turned on only by a button press), what
// rings, hide previews and quiet hours (issue #32). The tab keeps the signed-in screens' title.
export default async function PushSettingsPage() {
  const user = await getCurrentUser();
  if (!user) return null;
  const t = await getTranslations("pushSettings");
  return (
    <div className="space-y-4">
      <SettingsPageHeader back={t("back")} title={t("title")} intro={t("intro")} />
      <PushSettings userId={user.id} />
    </div>
  );
}

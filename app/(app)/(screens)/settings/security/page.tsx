import { getTranslations } from "next-intl/server";
import { DevicesSection } from "@/components/security/devices-section";
import { TwoFactorSection } from "@/components/security/two-factor-section";
import { SettingsPageHeader } from "@/components/shared/settings-page-header";
import { getCurrentUser } from "@/lib/server/current-user";

// /settings/security: two-factor sign-in (set up with a QR code and recovery codes, or turn off) and
// the signed-in devices, each with "Sign out". The tab keeps the signed-in screens' title (neutral in discreet mode).
export default async function SecuritySettingsPage() {
  const user = await getCurrentUser();
  if (!user) return null;
  const t = await getTranslations("security.settings");
  return (
    <div className="space-y-4">
      <SettingsPageHeader back={t("back")} title={t("title")} intro={t("intro")} />
      <TwoFactorSection />
      <DevicesSection />
    </div>
  );
}

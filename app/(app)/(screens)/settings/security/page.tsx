import { ChevronLeft } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { DevicesSection } from "@/components/security/devices-section";
import { TwoFactorSection } from "@/components/security/two-factor-section";
import { getCurrentUser } from "@/lib/server/current-user";

// /settings/security: two-factor sign-in (set up with a QR code and recovery codes, or turn off) and
// the signed-in devices, each with "Sign out". The tab keeps the signed-in screens' title (neutral in discreet mode).
export default async function SecuritySettingsPage() {
  const user = await getCurrentUser();
  if (!user) return null;
  const t = await getTranslations("security.settings");
  return (
    <div className="space-y-4">
      <Link href="/settings" className="inline-flex items-center gap-1 rounded-md text-sm text-muted-foreground hover:text-foreground">
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t("back")}
      </Link>
      <div>
        <h1 className="text-xl font-bold">{t("title")}</h1>
        <p className="text-sm text-muted-foreground">{t("intro")}</p>
      </div>
      <TwoFactorSection />
      <DevicesSection />
    </div>
  );
}

import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";

/** The 403 page members get on admin screens; `twoFactor`: an admin who must turn on two-factor sign-in first (NIJI_ADMIN_2FA=required). */
export async function AdminForbidden({ twoFactor = false }: { twoFactor?: boolean }) {
  const t = await getTranslations("admin.forbidden");
  return (
    <section className="flex flex-col items-center gap-3 py-20 text-center">
      <p className="text-5xl font-bold text-muted-foreground">{t("code")}</p>
      <h1 className="text-2xl font-bold">{twoFactor ? t("twoFactorTitle") : t("title")}</h1>
      <p className="max-w-sm text-muted-foreground">{twoFactor ? t("twoFactorText") : t("text")}</p>
      <Button asChild variant="outline">
        {twoFactor ? <Link href="/settings/security">{t("twoFactorAction")}</Link> : <Link href="/peerpicks">{t("back")}</Link>}
      </Button>
    </section>
  );
}

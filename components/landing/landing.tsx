import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { LazyLanguageSwitcher } from "@/components/i18n/lazy-language-switcher";
import { Button } from "@/components/ui/button";

/** The signed-out screen for every path but /login and /signup. */
export async function Landing() {
  const t = await getTranslations("landing");
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 py-12 text-center">
      <img src="/logo.svg" alt={t("logoAlt")} width={96} height={96} className="size-24" />
      <div className="space-y-2">
        <h1 className="text-4xl font-bold tracking-tight">{t("title")}</h1>
        <p className="text-rainbow text-xl font-semibold">{t("tagline")}</p>
      </div>
      <p className="max-w-md text-base text-muted-foreground">{t("description")}</p>
      <div className="flex w-full max-w-xs flex-col gap-3">
        {/* Full page navigations, as the spec asks. */}
        <Button asChild size="lg">
          <a href="/login">{t("login")}</a>
        </Button>
        <Button asChild size="lg" variant="outline">
          <a href="/signup">{t("signup")}</a>
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">{t("join")}</p>
      <Link href="/guidelines" className="text-sm font-medium text-primary underline underline-offset-4">
        {t("guidelines")}
      </Link>
      <LazyLanguageSwitcher />
    </main>
  );
}

import { useTranslations } from "next-intl";
import { LanguageSwitcher } from "./language-switcher";

/** "Language" on /edit-profile: the language Niji is shown in, kept in a cookie on this browser. */
export function LanguageSection() {
  const t = useTranslations("language");
  return (
    <section aria-labelledby="language-title" className="space-y-3 rounded-xl border p-4">
      <h2 id="language-title" className="text-base font-semibold">
        {t("title")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("text")}</p>
      <LanguageSwitcher labelledBy="language-title" />
    </section>
  );
}

import Link from "next/link";
import { getTranslations } from "next-intl/server";

const SECTIONS = ["outing", "hate", "consent", "respect", "reports", "consequences"] as const;

/** The Community Guidelines, every text from the catalog. */
export async function GuidelinesContent() {
  const t = await getTranslations("guidelines");
  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <header className="space-y-3">
        <img src="/logo.svg" alt="" width={48} height={48} className="size-12" />
        <h1 className="text-3xl font-bold">{t("title")}</h1>
        <p className="text-muted-foreground">{t("intro")}</p>
      </header>
      {SECTIONS.map((key, i) => (
        <section key={key} aria-labelledby={`guideline-${key}`} className="space-y-1.5 rounded-xl border bg-card p-4">
          <h2 id={`guideline-${key}`} className="text-lg font-semibold">
            {i + 1}. {t(`sections.${key}.title`)}
          </h2>
          <p className="text-sm leading-relaxed">{t(`sections.${key}.body`)}</p>
        </section>
      ))}
      <Link href="/" className="inline-block text-sm font-medium text-primary underline underline-offset-4">
        {t("back")}
      </Link>
    </main>
  );
}

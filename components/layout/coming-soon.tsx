import { getTranslations } from "next-intl/server";

/** Marks a screen whose issue has not landed yet. */
export async function ComingSoon({ title }: { title: string }) {
  const t = await getTranslations("common");
  return (
    <section className="flex flex-col items-center gap-2 py-16 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">{t("comingSoon")}</p>
      <p className="max-w-sm text-muted-foreground">{t("comingSoonText")}</p>
    </section>
  );
}

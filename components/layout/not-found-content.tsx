import { getTranslations } from "next-intl/server";

export async function NotFoundContent() {
  const t = await getTranslations("notFound");
  return (
    <section className="flex flex-col items-center gap-3 py-20 text-center">
      <h1 className="text-2xl font-bold">{t("heading")}</h1>
      <p className="text-muted-foreground">{t("text")}</p>
    </section>
  );
}

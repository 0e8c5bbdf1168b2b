import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/** The feed before following anyone. */
export function EmptyFeed() {
  const t = useTranslations("posts.feed");
  return (
    <section className="flex flex-col items-center gap-3 rounded-xl border bg-card px-6 py-12 text-center">
      <h2 className="text-xl font-bold">{t("emptyTitle")}</h2>
      <p className="max-w-xs text-muted-foreground">{t("emptyText")}</p>
      <Button asChild>
        <Link href="/explore">{t("explorePeople")}</Link>
      </Button>
    </section>
  );
}

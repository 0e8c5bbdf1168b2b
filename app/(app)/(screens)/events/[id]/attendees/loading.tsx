import { getTranslations } from "next-intl/server";
import { Spinner } from "@/components/ui/spinner";

export default async function Loading() {
  const t = await getTranslations("common");
  return <Spinner size="lg" aria-label={t("loading")} className="min-h-[40dvh]" />;
}

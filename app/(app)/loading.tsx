import { getTranslations } from "next-intl/server";
import { Spinner } from "@/components/ui/spinner";

export default async function Loading() {
  const t = await getTranslations("common");
  return (
    <div className="flex min-h-[60dvh] items-center justify-center">
      <Spinner size="lg" aria-label={t("loading")} />
    </div>
  );
}

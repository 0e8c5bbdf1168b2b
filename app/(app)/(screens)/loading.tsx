import { getTranslations } from "next-intl/server";
import { Spinner } from "@/components/ui/spinner";

// The spinner while a signed-in screen loads. Home (app/(app)/page.tsx) is outside this group on
// purpose: a loading.tsx puts the page behind a Suspense boundary, whose content React streams
// hidden and reveals by script (batched, after a paint), which held back Home's largest paint.
export default async function Loading() {
  const t = await getTranslations("common");
  return (
    <div className="flex min-h-[60dvh] items-center justify-center">
      <Spinner size="lg" aria-label={t("loading")} />
    </div>
  );
}

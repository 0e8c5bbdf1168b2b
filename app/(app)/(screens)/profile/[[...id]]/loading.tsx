import { getTranslations } from "next-intl/server";
import { Skeleton } from "@/components/ui/skeleton";

export default async function ProfileLoading() {
  const t = await getTranslations("profile");
  return (
    <div role="status" aria-label={t("loading")} className="space-y-4">
      <div className="flex flex-col items-center gap-3 rounded-2xl border px-4 pt-8 pb-5">
        <Skeleton className="size-24 rounded-full" />
        <Skeleton className="h-6 w-32" />
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-10 w-64" />
      </div>
      <Skeleton className="h-11 w-full" />
      <div className="grid grid-cols-3 gap-0.5">
        {Array.from({ length: 9 }, (_, i) => (
          <Skeleton key={i} className="aspect-square rounded-none" />
        ))}
      </div>
    </div>
  );
}

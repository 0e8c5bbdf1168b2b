import { getTranslations } from "next-intl/server";
import { Skeleton } from "@/components/ui/skeleton";
import { LOADING_TILES } from "@/lib/contract/events/constants";

/** Nine placeholder tiles while the events list loads (spec limits). */
export async function EventsLoading() {
  const t = await getTranslations("events");
  return (
    <section aria-busy="true" aria-label={t("loadingEvents")} className="space-y-4">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {Array.from({ length: LOADING_TILES }, (_, i) => (
          <li key={i} data-testid="event-placeholder" className="overflow-hidden rounded-xl border">
            <Skeleton className="aspect-video w-full rounded-none" />
            <div className="space-y-2 p-4">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

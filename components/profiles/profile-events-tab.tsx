"use client";

import { CalendarDays, MapPin, Users } from "lucide-react";
import { useTranslations } from "next-intl";
import { EmptyState } from "@/components/shared/empty-state";
import { PostGridSkeleton } from "@/components/posts/post-grid";
import { useFormat } from "@/hooks/use-format";
import { useQuery } from "@/lib/client/query";
import type { EventDto } from "@/lib/contract/events/types";

export function ProfileEventsTab({ userId, isSelf }: { userId: string; isSelf: boolean }) {
  const t = useTranslations("profile.events");
  const f = useFormat();
  const events = useQuery<EventDto[]>({ queryKey: ["/api/users", userId, "events", "interested"] });
  if (events.isPending) return <PostGridSkeleton label={t("loading")} />;
  if (events.isError) return <EmptyState title={t("loadFailed")} />;
  if (!events.data?.length) {
    return isSelf ? <EmptyState title={t("emptyTitle")} text={t("emptyText")} /> : <EmptyState title={t("noneFound")} />;
  }
  return (
    <ul className="space-y-3">
      {events.data.map((e) => (
        <li key={e.id} className="rounded-xl border p-4">
          <h3 className="font-semibold">{e.title}</h3>
          <p className="text-sm text-muted-foreground">{t("organizer", { name: f.name(e.organizer) })}</p>
          <div className="mt-2 space-y-1 text-sm">
            <p className="flex items-center gap-2">
              <CalendarDays className="size-4 shrink-0" aria-hidden />
              <time dateTime={e.date}>{f.date(e.date, "event")}</time>
            </p>
            {e.location ? (
              <p className="flex items-center gap-2">
                <MapPin className="size-4 shrink-0" aria-hidden />
                {e.location}
              </p>
            ) : null}
            <p className="flex items-center gap-2">
              <Users className="size-4 shrink-0" aria-hidden />
              {t("interested", { count: e.attendeesCount })} · {f.yen(e.price, t("free"))}
            </p>
          </div>
          {e.description ? <p className="mt-2 line-clamp-3 text-sm">{e.description}</p> : null}
        </li>
      ))}
    </ul>
  );
}

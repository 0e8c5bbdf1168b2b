"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { usePagedList } from "@/hooks/use-paged-list";
import { PagedListStates } from "@/components/ui/paged-list-states";
import { Skeleton } from "@/components/ui/skeleton";
import type { SafetyUser } from "@/lib/contract/safety/types";
import { useFormat } from "@/hooks/use-format";
import { avatarImage } from "@/lib/contract/users/display-name";
import { PostImage } from "@/components/shared/post-image";

type Props<T extends SafetyUser> = {
  url: string;
  title: string;
  empty: string;
  detail?: (row: T) => ReactNode;
  action: (row: T) => ReactNode;
};

/** One settings list (blocked or muted accounts): loading, error, empty, rows with one action, Load more. */
export function SafetyUserList<T extends SafetyUser>({ url, title, empty, detail, action }: Props<T>) {
  const t = useTranslations("safety.settings");
  const f = useFormat();
  const list = usePagedList<T>(url);
  const headingId = `${url.replaceAll("/", "-")}-title`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border bg-card">
      <h2 id={headingId} className="border-b px-4 py-3 text-base font-semibold">
        {title}
      </h2>
      <PagedListStates
        query={list}
        count={list.items.length}
        labels={{ loading: t("loading"), error: t("loadFailed"), retry: t("retry"), empty, loadMore: t("loadMore") }}
        // one placeholder as tall as the empty line (84 px with the status box's padding), which most
        // members see: the settings links below do not jump up under a finger when the list arrives
        placeholder={<Skeleton className="h-[68px] w-full rounded-xl" />}
        className="pb-3"
      >
        <ul className="divide-y">
          {list.items.map((row) => {
            const names = f.names(row.firstName, row.lastName);
            return (
              <li key={row.id} className="flex items-center gap-3 px-4 py-3">
                <PostImage file={avatarImage(row)} sizes="40px" alt={t("avatarAlt", { username: row.username })} width={40} height={40} className="size-10 shrink-0 rounded-full bg-muted object-cover" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-semibold">@{row.username}</p>
                  {names ? <p className="truncate text-xs text-muted-foreground">{names}</p> : null}
                  {detail ? <p className="text-xs text-muted-foreground">{detail(row)}</p> : null}
                </div>
                {action(row)}
              </li>
            );
          })}
        </ul>
      </PagedListStates>
    </section>
  );
}

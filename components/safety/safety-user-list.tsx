"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { usePagedList } from "@/components/profiles/use-paged-list";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { SafetyUser } from "@/lib/services/safety/safety-user";
import { avatarUrl } from "@/lib/users/display-name";

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
  const list = usePagedList<T>(url);
  const headingId = `${url.replaceAll("/", "-")}-title`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border bg-card">
      <h2 id={headingId} className="border-b px-4 py-3 text-base font-semibold">
        {title}
      </h2>
      {list.isLoading ? (
        <Spinner aria-label={t("loading")} className="py-8" />
      ) : list.isError && list.items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-4 py-8 text-center">
          <p role="alert" className="text-sm text-destructive">
            {t("loadFailed")}
          </p>
          <Button type="button" variant="outline" size="sm" onClick={() => void list.refetch()}>
            {t("retry")}
          </Button>
        </div>
      ) : list.items.length === 0 ? (
        <p className="px-4 py-8 text-center text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="divide-y">
          {list.items.map((row) => {
            const names = [row.firstName, row.lastName].filter(Boolean).join(" ");
            return (
              <li key={row.id} className="flex items-center gap-3 px-4 py-3">
                <img src={avatarUrl(row)} alt={t("avatarAlt", { username: row.username })} width={40} height={40} className="size-10 shrink-0 rounded-full bg-muted object-cover" />
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
      )}
      {list.hasNextPage ? (
        <div className="flex justify-center border-t py-3">
          <Button type="button" variant="outline" size="sm" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {t("loadMore")}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

"use client";

import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { PagedListStates } from "@/components/ui/paged-list-states";
import { usePagedList } from "@/hooks/use-paged-list";
import type { Notification } from "@/lib/notifications/types";
import { useNotificationText } from "./notification-text";

const MODERATION = new Set(["report_resolved", "content_removed", "account_suspended"]);

/** /notifications: the member's notices, newest first (GET /api/notifications, 30 a page). */
export function NotificationsList() {
  const t = useTranslations("notifications");
  const format = useFormatter();
  const text = useNotificationText();
  const query = usePagedList<Notification>("/api/notifications", { itemsKey: "notifications" });
  const { items } = query;
  const tr = useTranslations("privacy.requests");

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <Link href="/follow-requests" className="text-sm font-medium text-primary underline underline-offset-4">
          {tr("link")}
        </Link>
      </div>
      <PagedListStates
        query={query}
        count={items.length}
        labels={{ loading: t("loading"), error: t("fetchFailed"), retry: t("retry"), empty: t("empty"), loadMore: t("loadMore") }}
      >
        <ul className="space-y-2">
          {items.map((n) => {
            const { title, body, note } = text(n);
            return (
              <li key={n.id} className="space-y-1 rounded-xl border bg-card p-4">
                <p className="font-semibold">{title}</p>
                <p className="text-sm">{body}</p>
                {note ? <p className="text-sm break-words text-muted-foreground">{note}</p> : null}
                <p className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
                  <time dateTime={n.createdAt}>{format.dateTime(new Date(n.createdAt), { dateStyle: "medium", timeStyle: "short" })}</time>
                  {MODERATION.has(n.type) ? (
                    <Link href="/guidelines" className="text-primary underline underline-offset-4">
                      {t("guidelinesLink")}
                    </Link>
                  ) : null}
                </p>
              </li>
            );
          })}
        </ul>
      </PagedListStates>
    </div>
  );
}

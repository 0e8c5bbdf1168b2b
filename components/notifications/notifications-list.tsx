"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { PagedListStates } from "@/components/ui/paged-list-states";
import { usePagedList } from "@/hooks/use-paged-list";
import { apiRequest } from "@/lib/client/api-client";
import { useMutation } from "@/lib/client/query";
import type { MarkReadResult, Notification } from "@/lib/contract/notifications/types";
import { NotificationItem } from "./notification-item";
import { useSetUnreadCount } from "./use-unread-count";

/** /notifications: the member's notices, newest first, grouped (GET /api/notifications, 30 a page); what is shown is marked read. */
export function NotificationsList({ viewerId }: { viewerId: string }) {
  const t = useTranslations("notifications");
  const tr = useTranslations("privacy.requests");
  const query = usePagedList<Notification>("/api/notifications", { itemsKey: "notifications" });
  const { items } = query;
  const setUnread = useSetUnreadCount();
  const sent = useRef(new Set<string>());
  const markRead = useMutation({
    mutationFn: (ids: string[]) => apiRequest<MarkReadResult>("POST", "/api/notifications/read", { ids }),
    onSuccess: (result) => setUnread(result.unreadCount),
  });
  const { mutate } = markRead;

  // Opening the screen (and loading more) reads what is shown; the rows keep their unread look until the next visit.
  useEffect(() => {
    const ids = items.filter((n) => !n.isRead && !sent.current.has(n.id)).map((n) => n.id);
    if (ids.length === 0) return;
    for (const id of ids) sent.current.add(id);
    mutate(ids);
  }, [items, mutate]);

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
        <ul aria-label={t("title")} className="space-y-2">
          {items.map((n) => (
            <NotificationItem key={n.id} item={n} viewerId={viewerId} />
          ))}
        </ul>
      </PagedListStates>
    </div>
  );
}

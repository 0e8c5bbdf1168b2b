"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { PagedListStates } from "@/components/ui/paged-list-states";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useHydrated } from "@/hooks/use-hydrated";
import { usePagedList } from "@/hooks/use-paged-list";
import type { ConversationDto, ConversationFolder, UnreadConversations } from "@/lib/contract/messages/types";
import { ConversationRow } from "./conversation-row";
import { conversationsUrl, UNREAD_MESSAGES_KEY } from "./query-keys";

/** /messages: the Inbox and Requests folders, newest activity first; the live stream refetches them (LiveEventsProvider). */
export function ConversationList({ viewerId, initialFolder = "inbox" }: { viewerId: string; initialFolder?: ConversationFolder }) {
  const t = useTranslations("chat.list");
  const [folder, setFolder] = useState<ConversationFolder>(initialFolder);
  const unread = useQuery<UnreadConversations>({ queryKey: UNREAD_MESSAGES_KEY, staleTime: 10_000 }).data;
  // The page hydrates after the layout (loading.tsx): by then the nav or the live stream may have filled the count
  // the server never had, so the first client render shows none, like the server HTML, and the count right after.
  const hydrated = useHydrated();
  const requests = hydrated ? (unread?.requests ?? 0) : 0;
  return (
    <section className="space-y-3" aria-labelledby="messages-title">
      <h1 id="messages-title" className="px-1 text-xl font-bold">
        {t("title")}
      </h1>
      <Tabs value={folder} onValueChange={(v) => setFolder(v as ConversationFolder)}>
        <TabsList aria-label={t("tabsLabel")} className="w-full">
          <TabsTrigger value="inbox" className="flex-1">
            {t("inbox")}
          </TabsTrigger>
          <TabsTrigger value="requests" className="flex-1">
            {requests > 0 ? t("requestsCount", { count: requests }) : t("requests")}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="inbox">
          <FolderList folder="inbox" viewerId={viewerId} />
        </TabsContent>
        <TabsContent value="requests">
          <FolderList folder="requests" viewerId={viewerId} />
        </TabsContent>
      </Tabs>
    </section>
  );
}

function FolderList({ folder, viewerId }: { folder: ConversationFolder; viewerId: string }) {
  const t = useTranslations("chat.list");
  const list = usePagedList<ConversationDto>(conversationsUrl(folder));
  const labels = {
    loading: t("loading"),
    error: t("error"),
    retry: t("retry"),
    empty: folder === "inbox" ? t("empty") : t("emptyRequests"),
    loadMore: t("loadMore"),
  };
  return (
    <>
      <PagedListStates query={list} count={list.items.length} labels={labels}>
        <ul className="space-y-0.5">
          {list.items.map((c) => (
            <ConversationRow key={c.id} conversation={c} viewerId={viewerId} />
          ))}
        </ul>
      </PagedListStates>
      {folder === "inbox" && !list.isPending && !list.isError && list.items.length === 0 ? (
        <p className="px-4 text-center text-sm text-muted-foreground">{t("emptyHint")}</p>
      ) : null}
    </>
  );
}

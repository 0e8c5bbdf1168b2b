"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ChevronDown } from "lucide-react";
import { Button } from "@/components/ui/button";
import { PagedListStates } from "@/components/ui/paged-list-states";
import { cn } from "@/lib/client/cn";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useHydrated } from "@/hooks/use-hydrated";
import { usePagedList } from "@/hooks/use-paged-list";
import { useQuery } from "@/lib/client/query";
import type { ConversationDto, ConversationFolder, UnreadConversations } from "@/lib/contract/messages/types";
import { ConversationRow } from "./conversation-row";
import { conversationsUrl, UNREAD_MESSAGES_KEY } from "./query-keys";

/** /messages: the Inbox and Requests folders (and Hidden requests under Requests), newest activity first; the live stream refetches them (LiveEventsProvider). */
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
          <HiddenRequests viewerId={viewerId} />
        </TabsContent>
      </Tabs>
    </section>
  );
}

/** Requests that matched the member's hidden words (issue #33): folded away under the requests, listed only when opened. */
function HiddenRequests({ viewerId }: { viewerId: string }) {
  const t = useTranslations("chat.list");
  const [open, setOpen] = useState(false);
  return (
    <div className="mt-4 border-t pt-3">
      <Button variant="ghost" className="w-full justify-between" aria-expanded={open} aria-controls="hidden-requests" onClick={() => setOpen((o) => !o)}>
        {t("hiddenRequests")}
        <ChevronDown className={cn("size-4 transition-transform", open && "rotate-180")} aria-hidden />
      </Button>
      {open ? (
        <div id="hidden-requests" className="space-y-2">
          <p className="px-4 text-sm text-muted-foreground">{t("hiddenRequestsHint")}</p>
          <FolderList folder="hidden" viewerId={viewerId} />
        </div>
      ) : null}
    </div>
  );
}

function FolderList({ folder, viewerId }: { folder: ConversationFolder; viewerId: string }) {
  const t = useTranslations("chat.list");
  const list = usePagedList<ConversationDto>(conversationsUrl(folder));
  const labels = {
    loading: t("loading"),
    error: t("error"),
    retry: t("retry"),
    empty: folder === "inbox" ? t("empty") : folder === "hidden" ? t("emptyHiddenRequests") : t("emptyRequests"),
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

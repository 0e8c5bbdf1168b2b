"use client";

import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useToastsBelow } from "@/components/ui/toast";
import { useLiveEvents } from "@/hooks/use-live-events";
import { apiRequest } from "@/lib/client/api-client";
import { useMutation, useQuery, useQueryClient } from "@/lib/client/query";
import type { ConversationDto, LiveEvent } from "@/lib/contract/messages/types";
import { avatarImage, displayName } from "@/lib/contract/users/display-name";
import { ConversationMenu } from "./conversation-menu";
import { MessageComposer } from "./message-composer";
import { MessageThread } from "./message-thread";
import { conversationKey, isConversationListKey, UNREAD_MESSAGES_KEY } from "./query-keys";
import { RequestBanner } from "./request-banner";
import { addToThread, removeFromThread, threadKey } from "./thread-cache";
import { useThreadCover } from "./use-stick-to-newest";
import { PostImage } from "@/components/shared/post-image";

/** /messages/[id]: header (back, the other member, menu), a request's banner, the thread and the composer; live, and marked read while open. */
export function ConversationView({ conversationId, viewerId }: { conversationId: string; viewerId: string }) {
  const t = useTranslations("chat.thread");
  const router = useRouter();
  const queryClient = useQueryClient();
  const query = useQuery<ConversationDto>({ queryKey: conversationKey(conversationId), refetchOnWindowFocus: true });
  const conversation = query.data;
  const leaving = useRef(false);
  // toasts (a deleted message, an accepted request, a block) sit under the thread's own sticky header, not on it
  const toastsBelow = useToastsBelow<HTMLElement>();
  // no bubble may sit under the composer or the nav: the thread keeps their height clear
  const composerBar = useThreadCover<HTMLDivElement>();

  const markRead = useMutation({
    mutationFn: () => apiRequest<{ readAt: string }>("POST", `/api/conversations/${conversationId}/read`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: UNREAD_MESSAGES_KEY });
      void queryClient.invalidateQueries({ predicate: (q) => isConversationListKey(q.queryKey) });
    },
  });
  const { mutate: read } = markRead;
  const loaded = Boolean(conversation);
  useEffect(() => {
    if (loaded) read();
  }, [loaded, read]);

  const leave = useCallback(
    (reason: "deleted" | "blocked" | "removed") => {
      if (leaving.current) return;
      leaving.current = true;
      if (reason === "deleted") toast.success(t("deleted"));
      if (reason === "removed") toast(t("removed"));
      void queryClient.invalidateQueries({ predicate: (q) => isConversationListKey(q.queryKey) });
      router.push("/messages");
    },
    [queryClient, router, t],
  );

  useLiveEvents(
    (event: LiveEvent) => {
      if (!("conversationId" in event) || event.conversationId !== conversationId) return;
      if (event.type === "message") {
        addToThread(queryClient, event.message);
        if (event.message.senderId !== viewerId) {
          read();
          // an answer from the other member means they accepted (answering a request accepts it)
          queryClient.setQueryData<ConversationDto>(conversationKey(conversationId), (c) => (c?.pendingForOther ? { ...c, pendingForOther: false } : c));
        }
      } else if (event.type === "message-deleted") removeFromThread(queryClient, conversationId, event.messageId);
      else if (event.type === "read") queryClient.setQueryData<ConversationDto>(conversationKey(conversationId), (c) => (c ? { ...c, otherReadAt: event.readAt } : c));
      else if (event.type === "conversation-removed") leave("removed");
    },
    () => {
      void queryClient.invalidateQueries({ queryKey: conversationKey(conversationId) });
      void queryClient.invalidateQueries({ queryKey: threadKey(conversationId) });
    },
  );

  if (query.isPending)
    return (
      <div role="status" aria-label={t("loading")} className="space-y-3">
        <Skeleton className="h-12 w-full rounded-xl" />
        <Skeleton className="h-40 w-full rounded-xl" />
      </div>
    );
  if (!conversation)
    return (
      <div className="flex flex-col items-center gap-3 py-12 text-center">
        <p role="alert" className="text-sm text-destructive">
          {t("error")}
        </p>
        <div className="flex gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => void query.refetch()}>
            {t("retry")}
          </Button>
          <Button asChild variant="ghost" size="sm">
            <Link href="/messages">{t("back")}</Link>
          </Button>
        </div>
      </div>
    );

  const name = displayName(conversation.other);
  // a hidden request (issue #33) is answered like any request
  const incomingRequest = conversation.folder !== "inbox";
  return (
    <div className="flex min-h-[calc(100dvh-10rem)] flex-col">
      <header ref={toastsBelow} className="sticky top-14 z-10 -mx-3 flex items-center gap-2 border-b bg-background/95 px-2 py-1.5 backdrop-blur">
        <Link href="/messages" aria-label={t("back")} className="inline-flex size-10 items-center justify-center rounded-full hover:bg-accent">
          <ArrowLeft className="size-5" aria-hidden />
        </Link>
        <Link href={`/profile/${conversation.other.id}`} className="flex min-w-0 flex-1 items-center gap-2 rounded-md">
          <PostImage file={avatarImage(conversation.other)} sizes="36px" alt="" width={36} height={36} className="size-9 shrink-0 rounded-full bg-muted object-cover" />
          <span className="flex min-w-0 flex-col leading-tight">
            <h1 className="truncate font-semibold">{name}</h1>
            <span className="truncate text-xs text-muted-foreground">@{conversation.other.username}</span>
          </span>
        </Link>
        <ConversationMenu conversation={conversation} onLeave={leave} />
      </header>
      <div className="flex-1">
        <MessageThread conversation={conversation} viewerId={viewerId} />
      </div>
      {conversation.pendingForOther ? <p className="py-2 text-center text-xs text-muted-foreground">{t("requestSent", { name })}</p> : null}
      {incomingRequest ? <RequestBanner conversation={conversation} onLeave={leave} /> : null}
      {incomingRequest ? null : (
        <div ref={composerBar} data-testid="message-composer-bar" className="sticky bottom-16 z-10 -mx-3 bg-background px-3 pb-2">
          <MessageComposer conversationId={conversationId} />
        </div>
      )}
    </div>
  );
}

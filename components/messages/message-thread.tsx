"use client";

import { useTranslations } from "next-intl";
import { ArrowDown } from "lucide-react";
import { Fragment } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useFormat } from "@/hooks/use-format";
import { usePagedList } from "@/hooks/use-paged-list";
import type { ConversationDto, MessageDto } from "@/lib/contract/messages/types";
import { displayName } from "@/lib/contract/users/display-name";
import { MessageBubble } from "./message-bubble";
import { messagesUrl } from "./query-keys";
import { threadMessages } from "./thread-cache";
import { THREAD_COVERED, useStickToNewest } from "./use-stick-to-newest";

const dayOf = (iso: string) => new Date(iso).toDateString();

/**
 * The messages of a conversation, oldest at the top: "Load earlier" pages back; opens on the newest
 * message and stays there as messages arrive, unless the member scrolled up to read, where a "New
 * messages" pill takes them down; "Seen" under my last message the other member read.
 */
export function MessageThread({ conversation, viewerId }: { conversation: ConversationDto; viewerId: string }) {
  const t = useTranslations("chat.thread");
  const format = useFormat();
  const list = usePagedList<MessageDto>(messagesUrl(conversation.id));
  const messages = threadMessages(list.data);
  const newest = messages.at(-1);
  const { end, pill, scrollToNewest } = useStickToNewest(newest ? { id: newest.id, mine: newest.senderId === viewerId } : undefined);

  const name = displayName(conversation.other);
  const lastMine = [...messages].reverse().find((m) => m.senderId === viewerId);
  const seen = Boolean(lastMine && conversation.otherReadAt && !conversation.pendingForOther && conversation.otherReadAt >= lastMine.createdAt);

  if (list.isPending)
    return (
      <div role="status" aria-label={t("loading")} className="space-y-2 p-3">
        <Skeleton className="h-10 w-2/3 rounded-2xl" />
        <Skeleton className="ml-auto h-10 w-1/2 rounded-2xl" />
      </div>
    );
  if (list.isError && messages.length === 0)
    return (
      <div className="flex flex-col items-center gap-2 py-8">
        <p role="alert" className="text-sm text-destructive">
          {t("error")}
        </p>
        <Button type="button" variant="outline" size="sm" onClick={() => void list.refetch()}>
          {t("retry")}
        </Button>
      </div>
    );
  return (
    <div className="flex flex-col gap-1 py-2">
      {list.hasNextPage ? (
        <Button type="button" variant="ghost" size="sm" className="self-center" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {t("loadEarlier")}
        </Button>
      ) : null}
      {messages.length === 0 ? <p className="py-8 text-center text-sm text-muted-foreground">{t("empty", { name })}</p> : null}
      <div role="log" aria-live="polite" aria-label={t("label", { name })}>
        <ol className="flex flex-col gap-1">
          {messages.map((m, i) => (
            <Fragment key={m.id}>
              {i === 0 || dayOf(messages[i - 1]!.createdAt) !== dayOf(m.createdAt) ? (
                <li className="py-2 text-center text-xs text-muted-foreground" aria-hidden>
                  {format.date(m.createdAt, "day")}
                </li>
              ) : null}
              <MessageBubble message={m} mine={m.senderId === viewerId} otherName={name} />
              {seen && m.id === lastMine?.id ? (
                <li className="pr-1 text-right text-xs text-muted-foreground" data-testid="seen-mark">
                  {t("seen")}
                </li>
              ) : null}
            </Fragment>
          ))}
        </ol>
      </div>
      {/* the end of the thread keeps the composer's and the nav's height clear below it when scrolled to */}
      <div ref={end} data-testid="thread-end" style={{ scrollMarginBottom: THREAD_COVERED }} />
      {pill ? (
        <Button
          type="button"
          size="sm"
          onClick={scrollToNewest}
          className="fixed left-1/2 z-30 -translate-x-1/2 rounded-full shadow-md"
          style={{ bottom: `calc(${THREAD_COVERED} + 0.5rem)` }}
        >
          <ArrowDown aria-hidden />
          {t("newMessages")}
        </Button>
      ) : null}
    </div>
  );
}

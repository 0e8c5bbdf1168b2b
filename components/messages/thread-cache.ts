import type { Page } from "@/lib/client/fetch-page";
import type { InfiniteData, QueryClient } from "@/lib/client/query";
import type { MessageDto } from "@/lib/contract/messages/types";
import { messagesUrl } from "./query-keys";

// The thread's pages in the cache: the newest page first, each page oldest first.
type Pages = InfiniteData<Page<MessageDto>>;

export const threadKey = (conversationId: string) => [messagesUrl(conversationId), "pages"];

/** The messages in reading order (oldest first) from the cached pages. */
export function threadMessages(data: Pages | undefined): MessageDto[] {
  return data ? [...data.pages].reverse().flatMap((p) => p.items) : [];
}

/** Adds a message (sent or received live) at the bottom, once. */
export function addToThread(queryClient: QueryClient, message: MessageDto) {
  queryClient.setQueryData<Pages>(threadKey(message.conversationId), (data) => {
    if (!data || data.pages.length === 0) return data;
    if (data.pages.some((p) => p.items.some((m) => m.id === message.id))) return data;
    const [newest, ...rest] = data.pages;
    return { ...data, pages: [{ ...newest!, items: [...newest!.items, message] }, ...rest] };
  });
}

/** Takes a deleted message out of every page. */
export function removeFromThread(queryClient: QueryClient, conversationId: string, messageId: string) {
  queryClient.setQueryData<Pages>(threadKey(conversationId), (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.filter((m) => m.id !== messageId) })) } : data,
  );
}

"use client";

import { useEffect, useState, type ReactNode } from "react";
import { connectLiveEvents, LIVE_STREAM_URL, LiveEventsContext, type LiveHub, type LiveListener } from "@/hooks/use-live-events";
import { useQueryClient } from "@/lib/client/query";
import type { UnreadConversations } from "@/lib/contract/messages/types";
import { isConversationListKey, UNREAD_MESSAGES_KEY } from "./query-keys";

/** Opens the tab's one live stream; keeps the conversation lists and the unread badge current, and lets open screens subscribe. */
export function LiveEventsProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [hub] = useState(() => {
    const listeners = new Set<LiveListener>();
    const reconnects = new Set<() => void>();
    const value: LiveHub & { emit: LiveListener; reconnected: () => void } = {
      subscribe: (l) => (listeners.add(l), () => void listeners.delete(l)),
      onReconnect: (l) => (reconnects.add(l), () => void reconnects.delete(l)),
      emit: (event) => listeners.forEach((l) => l(event)),
      reconnected: () => reconnects.forEach((l) => l()),
    };
    return value;
  });

  useEffect(() => {
    const refetchLists = () => void queryClient.invalidateQueries({ predicate: (q) => isConversationListKey(q.queryKey) });
    return connectLiveEvents(LIVE_STREAM_URL, {
      onEvent: (event) => {
        if (event.type === "unread") queryClient.setQueryData<UnreadConversations>(UNREAD_MESSAGES_KEY, event.counts);
        else if (event.type !== "read") {
          refetchLists();
          if (event.type === "message") void queryClient.invalidateQueries({ queryKey: UNREAD_MESSAGES_KEY });
        }
        hub.emit(event);
      },
      onReconnect: () => {
        refetchLists();
        void queryClient.invalidateQueries({ queryKey: UNREAD_MESSAGES_KEY });
        hub.reconnected();
      },
    });
  }, [queryClient, hub]);

  return <LiveEventsContext.Provider value={hub}>{children}</LiveEventsContext.Provider>;
}

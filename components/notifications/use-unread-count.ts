"use client";

import { useCallback } from "react";
import { useQuery, useQueryClient } from "@/lib/client/query";
import type { UnreadCount } from "@/lib/contract/notifications/types";

export const UNREAD_COUNT_KEY = ["/api/notifications/unread-count"];
const REFRESH_MS = 60_000;

/** The header badge's count: fetched on load, on focus and every minute (live push comes with messages). */
export function useUnreadCount() {
  return useQuery<UnreadCount>({ queryKey: UNREAD_COUNT_KEY, refetchOnWindowFocus: true, refetchInterval: REFRESH_MS, staleTime: 10_000 });
}

/** Sets the badge from a count the server just answered (after marking read). */
export function useSetUnreadCount() {
  const queryClient = useQueryClient();
  return useCallback((count: number) => queryClient.setQueryData<UnreadCount>(UNREAD_COUNT_KEY, { count }), [queryClient]);
}

"use client";

import { MessageCircle } from "lucide-react";
import { useTranslations } from "next-intl";
import { IconBadgeLink } from "@/components/shared/icon-badge-link";
import { useQuery } from "@/lib/client/query";
import type { UnreadConversations } from "@/lib/contract/messages/types";
import { UNREAD_MESSAGES_KEY } from "./query-keys";

const BADGE_CAP = 99;

/** The header's chat icon: opens /messages, with the conversations to read (inbox + requests) as a badge, kept live by the stream. */
export function MessagesIcon() {
  const t = useTranslations("chat.icon");
  const { data } = useQuery<UnreadConversations>({ queryKey: UNREAD_MESSAGES_KEY, refetchOnWindowFocus: true, staleTime: 10_000 });
  const count = (data?.inbox ?? 0) + (data?.requests ?? 0);
  const badge = count > 0 ? (count > BADGE_CAP ? "99+" : count) : null;
  return <IconBadgeLink href="/messages" label={t("label", { count })} icon={MessageCircle} badge={badge} badgeTestId="messages-badge" />;
}

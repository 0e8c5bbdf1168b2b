"use client";

import { useQuery } from "@tanstack/react-query";
import { MessageCircle } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { UnreadConversations } from "@/lib/contract/messages/types";
import { UNREAD_MESSAGES_KEY } from "./query-keys";

const BADGE_CAP = 99;

/** The header's chat icon: opens /messages, with the conversations to read (inbox + requests) as a badge, kept live by the stream. */
export function MessagesIcon() {
  const t = useTranslations("chat.icon");
  const { data } = useQuery<UnreadConversations>({ queryKey: UNREAD_MESSAGES_KEY, refetchOnWindowFocus: true, staleTime: 10_000 });
  const count = (data?.inbox ?? 0) + (data?.requests ?? 0);
  return (
    <Link href="/messages" aria-label={t("label", { count })} className="relative inline-flex size-10 items-center justify-center rounded-full hover:bg-accent">
      <MessageCircle className="size-5" aria-hidden />
      {count > 0 ? (
        <span
          aria-hidden
          data-testid="messages-badge"
          className="absolute top-0.5 right-0.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-semibold text-white"
        >
          {count > BADGE_CAP ? "99+" : count}
        </span>
      ) : null}
    </Link>
  );
}

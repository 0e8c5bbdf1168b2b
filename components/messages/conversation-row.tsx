"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { TimeAgo } from "@/components/shared/time-ago";
import type { ConversationDto } from "@/lib/contract/messages/types";
import { avatarImage, displayName } from "@/lib/contract/users/display-name";
import { cn } from "@/lib/client/cn";
import { lastMessageText } from "./last-message-text";
import { PostImage } from "@/components/shared/post-image";

/** One conversation in /messages: avatar, name, the newest message, its time, and an unread dot (bold) when there is something to read. */
export function ConversationRow({ conversation, viewerId }: { conversation: ConversationDto; viewerId: string | null }) {
  const t = useTranslations("chat.list");
  const unread = conversation.unreadCount > 0;
  const name = displayName(conversation.other);
  return (
    <li>
      <Link href={`/messages/${conversation.id}`} className="flex items-center gap-3 rounded-xl px-2 py-2.5 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
        <PostImage file={avatarImage(conversation.other)} sizes="52px" alt="" width={52} height={52} className="size-13 shrink-0 rounded-full bg-muted object-cover" />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className={cn("truncate", unread ? "font-bold" : "font-medium")}>{name}</span>
          <span className={cn("flex min-w-0 items-center gap-1 text-sm", unread ? "font-semibold text-foreground" : "text-muted-foreground")}>
            <span className="truncate" data-testid="conversation-preview">
              {lastMessageText(conversation.lastMessage, viewerId, t)}
            </span>
            <span aria-hidden>·</span>
            <TimeAgo iso={conversation.lastMessage?.createdAt ?? conversation.lastActivityAt} className="shrink-0" />
          </span>
        </span>
        {unread ? (
          <span className="size-2.5 shrink-0 rounded-full bg-primary" data-testid="unread-dot">
            <span className="sr-only">{t("unread")}</span>
          </span>
        ) : null}
      </Link>
    </li>
  );
}

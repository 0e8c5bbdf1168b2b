"use client";

import { MoreVertical } from "lucide-react";
import { useTranslations } from "next-intl";
import { useDeferredMenu } from "@/hooks/use-deferred-menu";
import type { ConversationDto } from "@/lib/contract/messages/types";

// The dropdown and its dialogs load when the menu is first used.
const loadDropdown = () => import("./conversation-menu-dropdown").then((m) => m.ConversationMenuDropdown);

type Props = { conversation: ConversationDto; /** the conversation is gone for the viewer (deleted or blocked): leave the screen */ onLeave: (reason: "deleted" | "blocked") => void };

/** The conversation's ⋮ menu: Report conversation, Block, Delete conversation (confirmed; only for the viewer). */
export function ConversationMenu(props: Props) {
  const t = useTranslations("chat.thread");
  const { Menu, triggerProps } = useDeferredMenu(loadDropdown);
  const trigger = (
    <button
      type="button"
      aria-label={t("menu")}
      className="inline-flex size-10 items-center justify-center rounded-full hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      {...triggerProps}
    >
      <MoreVertical className="size-5" aria-hidden />
    </button>
  );
  return Menu ? <Menu {...props} trigger={trigger} /> : trigger;
}

"use client";

import { Ban, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { BlockDialog } from "@/components/safety/block-dialog";
import { ReportDialog } from "@/components/safety/report-dialog";
import { ReportMenuItem } from "@/components/safety/report-menu-item";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { useApiError } from "@/hooks/use-api-error";
import type { ConversationDto } from "@/lib/contract/messages/types";
import { displayName } from "@/lib/contract/users/display-name";
import { useDeleteConversation } from "./use-delete-conversation";

type Props = { conversation: ConversationDto; onLeave: (reason: "deleted" | "blocked") => void; trigger: ReactNode };

/** ConversationMenu's Radix dropdown and dialogs, loaded on the first press of its button (./conversation-menu.tsx) and opened at once. */
export function ConversationMenuDropdown({ conversation, onLeave, trigger }: Props) {
  const t = useTranslations("chat.thread");
  const onError = useApiError();
  const [dialog, setDialog] = useState<"report" | "block" | "delete" | null>(null);
  const remove = useDeleteConversation(conversation.id, () => onLeave("deleted"), (e) => onError(e, t("deleteFailed")));
  const close = (open: boolean) => (open ? undefined : setDialog(null));
  return (
    <>
      <DropdownMenu defaultOpen>
        <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <ReportMenuItem onSelect={() => setDialog("report")} label={t("reportConversation")} />
          <DropdownMenuItem onSelect={() => setDialog("block")} className="text-destructive">
            <Ban aria-hidden />
            {t("block")}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setDialog("delete")} className="text-destructive">
            <Trash2 aria-hidden />
            {t("delete")}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ReportDialog target={{ type: "conversation", id: conversation.id }} open={dialog === "report"} onOpenChange={close} />
      <BlockDialog userId={conversation.other.id} username={conversation.other.username} open={dialog === "block"} onOpenChange={close} onBlocked={() => onLeave("blocked")} />
      <ConfirmDialog
        open={dialog === "delete"}
        onOpenChange={close}
        title={t("deleteTitle")}
        description={t("deleteText", { name: displayName(conversation.other) })}
        confirmLabel={t("deleteConfirm")}
        cancelLabel={t("cancel")}
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </>
  );
}

"use client";

import { useMutation } from "@tanstack/react-query";
import { Ban, MoreVertical, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { BlockDialog } from "@/components/safety/block-dialog";
import { ReportDialog } from "@/components/safety/report-dialog";
import { ReportMenuItem } from "@/components/safety/report-menu-item";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { useApiError } from "@/hooks/use-api-error";
import { apiRequest } from "@/lib/client/api-client";
import type { ConversationDto } from "@/lib/contract/messages/types";
import { displayName } from "@/lib/contract/users/display-name";

type Props = { conversation: ConversationDto; /** the conversation is gone for the viewer (deleted or blocked): leave the screen */ onLeave: (reason: "deleted" | "blocked") => void };

/** The conversation's ⋮ menu: Report conversation, Block, Delete conversation (confirmed; only for the viewer). */
export function ConversationMenu({ conversation, onLeave }: Props) {
  const t = useTranslations("chat.thread");
  const onError = useApiError();
  const [dialog, setDialog] = useState<"report" | "block" | "delete" | null>(null);
  const remove = useDeleteConversation(conversation.id, () => onLeave("deleted"), (e) => onError(e, t("deleteFailed")));
  const close = (open: boolean) => (open ? undefined : setDialog(null));
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger aria-label={t("menu")} className="inline-flex size-10 items-center justify-center rounded-full hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          <MoreVertical className="size-5" aria-hidden />
        </DropdownMenuTrigger>
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

/** DELETE /api/conversations/{id}: gone for the viewer only (for a request, the sender is not told). */
export function useDeleteConversation(id: string, onDone: () => void, onFail: (error: unknown) => void) {
  return useMutation({ mutationFn: () => apiRequest("DELETE", `/api/conversations/${id}`), onSuccess: onDone, onError: onFail });
}

"use client";

import { Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { toast } from "@/components/ui/toast";
import { ReportDialog } from "@/components/safety/report-dialog";
import { ReportMenuItem } from "@/components/safety/report-menu-item";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { useApiError } from "@/hooks/use-api-error";
import { apiRequest } from "@/lib/client/api-client";
import { useMutation, useQueryClient } from "@/lib/client/query";
import type { MessageDto } from "@/lib/contract/messages/types";
import { removeFromThread } from "./thread-cache";

type Props = { message: MessageDto; mine: boolean; trigger: ReactNode };

/** A message's Radix dropdown (Delete for own, Report for theirs) and its dialogs, loaded on the first press of its button (./message-bubble.tsx) and opened at once. */
export function MessageMenuDropdown({ message, mine, trigger }: Props) {
  const t = useTranslations("chat.thread");
  const queryClient = useQueryClient();
  const onError = useApiError();
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const remove = useMutation({
    mutationFn: () => apiRequest("DELETE", `/api/messages/${message.id}`),
    onSuccess: () => {
      removeFromThread(queryClient, message.conversationId, message.id);
      setConfirming(false);
      toast.success(t("messageDeleted"));
    },
    onError: (error) => onError(error, t("messageDeleteFailed")),
  });
  return (
    <>
      <DropdownMenu defaultOpen>
        <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
        <DropdownMenuContent align={mine ? "end" : "start"}>
          {mine ? (
            <DropdownMenuItem onSelect={() => setConfirming(true)} className="text-destructive">
              <Trash2 aria-hidden />
              {t("deleteMessage")}
            </DropdownMenuItem>
          ) : (
            <ReportMenuItem onSelect={() => setReporting(true)} />
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("deleteMessageTitle")}
        description={t("deleteMessageText")}
        confirmLabel={t("deleteMessage")}
        cancelLabel={t("cancel")}
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
      {mine ? null : <ReportDialog target={{ type: "message", id: message.id }} open={reporting} onOpenChange={setReporting} />}
    </>
  );
}

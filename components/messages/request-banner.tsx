"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { useApiError } from "@/hooks/use-api-error";
import { useDeferred } from "@/hooks/use-deferred";
import { apiRequest } from "@/lib/client/api-client";
import { useMutation, useQueryClient } from "@/lib/client/query";
import type { ConversationDto } from "@/lib/contract/messages/types";
import { displayName } from "@/lib/contract/users/display-name";
import { useDeleteConversation } from "./use-delete-conversation";
import { conversationKey, isConversationListKey, UNREAD_MESSAGES_KEY } from "./query-keys";

// the block dialog (Radix alert dialog and its scroll lock) loads on the first press of Block
const loadBlockDialog = () => import("@/components/safety/block-dialog").then((m) => m.BlockDialog);

type Props = { conversation: ConversationDto; onLeave: (reason: "deleted" | "blocked") => void };

/** A request in my Requests: "<name> wants to send you a message" with Accept, Delete (the sender is not told) and Block. */
export function RequestBanner({ conversation, onLeave }: Props) {
  const t = useTranslations("chat.thread");
  const queryClient = useQueryClient();
  const onError = useApiError();
  const [blocking, setBlocking] = useState(false);
  const { Piece: BlockDialog, open: openBlock } = useDeferred(loadBlockDialog);
  const accept = useMutation({
    mutationFn: () => apiRequest<ConversationDto>("POST", `/api/conversations/${conversation.id}/accept`),
    onSuccess: (updated) => {
      queryClient.setQueryData(conversationKey(conversation.id), updated);
      void queryClient.invalidateQueries({ predicate: (q) => isConversationListKey(q.queryKey) });
      void queryClient.invalidateQueries({ queryKey: UNREAD_MESSAGES_KEY });
      toast.success(t("accepted"));
    },
    onError: (error) => onError(error, t("acceptFailed")),
  });
  const remove = useDeleteConversation(conversation.id, () => onLeave("deleted"), (e) => onError(e, t("deleteFailed")));
  const busy = accept.isPending || remove.isPending;
  return (
    <section aria-labelledby="request-title" className="space-y-2 rounded-xl border bg-muted/40 p-3 text-center">
      <h2 id="request-title" className="font-semibold">
        {t("requestBanner", { name: displayName(conversation.other) })}
      </h2>
      <p className="text-xs text-muted-foreground">{t("requestHint")}</p>
      <div className="flex gap-2">
        <Button type="button" className="flex-1" disabled={busy} onClick={() => accept.mutate()}>
          {t("accept")}
        </Button>
        <Button type="button" variant="outline" className="flex-1" disabled={busy} onClick={() => remove.mutate()}>
          {t("deleteConfirm")}
        </Button>
        <Button type="button" variant="outline" className="flex-1 text-destructive" disabled={busy} onClick={() => openBlock(() => setBlocking(true))}>
          {t("block")}
        </Button>
      </div>
      {BlockDialog ? <BlockDialog userId={conversation.other.id} username={conversation.other.username} open={blocking} onOpenChange={setBlocking} onBlocked={() => onLeave("blocked")} /> : null}
    </section>
  );
}

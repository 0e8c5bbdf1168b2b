"use client";

import { MessageCircle } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { useApiError } from "@/hooks/use-api-error";
import { ApiError, apiRequest } from "@/lib/client/api-client";
import { useMutation } from "@/lib/client/query";
import type { ConversationDto } from "@/lib/contract/messages/types";
import { cn } from "@/lib/client/cn";

/** The profile's Message button: opens the conversation with this member (started if new). */
export function MessageButton({ userId, className }: { userId: string; className?: string }) {
  const t = useTranslations("chat.profile");
  const router = useRouter();
  const onError = useApiError();
  const start = useMutation({
    mutationFn: () => apiRequest<ConversationDto>("POST", "/api/conversations", { userId }),
    onSuccess: (conversation) => router.push(`/messages/${conversation.id}`),
    onError: (error) => {
      // POST /api/conversations answers 403 (code message_requests_off) only when the member takes messages from people they follow alone
      if (error instanceof ApiError && error.status === 403) toast.error(t("requestsOffTitle"), { description: t("requestsOffText") });
      else onError(error, t("failed"));
    },
  });
  return (
    <Button type="button" variant="secondary" className={cn("flex-1", className)} disabled={start.isPending} onClick={() => start.mutate()}>
      <MessageCircle aria-hidden /> {t("message")}
    </Button>
  );
}

"use client";

import { useTranslations } from "next-intl";
import { Dialog, DialogContent, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useQuery } from "@/lib/client/query";
import type { StoryComment } from "@/lib/contract/stories/types";
import { StoryAvatar, storyOwnerName } from "./story-avatar";
import { RichText } from "@/components/shared/rich-text";

/** The owner reads the messages sent on one of their stories. */
export function StoryMessagesDialog({ storyId, open, onOpenChange }: { storyId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("stories.viewer");
  const tc = useTranslations("common");
  const query = useQuery<StoryComment[]>({ queryKey: ["/api/stories", storyId, "comments"], enabled: open, staleTime: 0 });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={tc("close")} aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{t("messagesTitle")}</DialogTitle>
        </DialogHeader>
        {query.isLoading ? <Spinner aria-label={t("loadingMessages")} /> : null}
        {query.isError ? <p className="text-sm text-destructive">{t("messagesFailed")}</p> : null}
        {query.data?.length === 0 ? <p className="text-sm text-muted-foreground">{t("noMessages")}</p> : null}
        {query.data?.length ? (
          <ul className="flex flex-col gap-3">
            {query.data.map((message) => (
              <li key={message.id} className="flex items-start gap-3">
                <span className="size-9 shrink-0">
                  <StoryAvatar user={message.user} />
                </span>
                <div className="min-w-0">
                  <p className="text-sm font-semibold">{storyOwnerName(message.user)}</p>
                  <p className="text-sm">
                    <RichText text={message.content} />
                  </p>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

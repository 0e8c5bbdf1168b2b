"use client";

import { Heart, MessageCircle, Send } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type KeyboardEvent } from "react";
import { toast } from "@/components/ui/toast";
import type { Story } from "@/lib/contract/stories/types";
import { cn } from "@/lib/client/cn";
import { STORY_COMMENT_MAX } from "@/lib/contract/stories/constants";
import { viewerIconButton } from "./story-viewer-header";

type Props = {
  story: Story;
  isOwn: boolean;
  position: { current: number; total: number };
  liking: boolean;
  sending: boolean;
  onLike: () => void;
  onSend: (content: string) => Promise<unknown>;
  onOpenMessages: () => void;
  onTypingChange: (typing: boolean) => void;
};

/**
 * Like, 'Send message...' and 'n / total'. Every Enter sends or says why nothing was sent (nothing
 * written, the last message still sending); an Enter that confirms a Japanese IME conversion is
 * neither. The owner gets, under a heading saying only they see it, how many liked the story and a
 * button to read the messages.
 */
export function StoryViewerFooter({ story, isOwn, position, liking, sending, onLike, onSend, onOpenMessages, onTypingChange }: Props) {
  const t = useTranslations("stories.viewer");
  const to = useTranslations("storyOwner");
  const [text, setText] = useState("");
  const content = text.trim();

  const send = async () => {
    if (!content) {
      toast.error(t("replyEmpty"));
      return;
    }
    if (sending) {
      toast(t("replyPending"));
      return;
    }
    try {
      await onSend(content);
      setText("");
    } catch {
      // the notice is shown by the mutation; keep the text for another try
    }
  };

  // Enter is handled here, not by the form's implicit submission: a browser submits nothing on Enter
  // while the Send button is disabled (empty, or the last message still sending), silently.
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== "Enter") return;
    e.preventDefault();
    // Enter that confirms an IME conversion (Safari reports it as key code 229 after compositionend)
    if (e.nativeEvent.isComposing || e.keyCode === 229) return;
    void send();
  };

  return (
    <div className={cn("relative z-20 flex gap-2 bg-gradient-to-t from-black/60 to-transparent px-3 pt-6 pb-[max(0.75rem,env(safe-area-inset-bottom))]", isOwn ? "items-end" : "items-center")}>
      {isOwn ? (
        <section aria-labelledby="story-owner-heading" className="flex min-w-0 flex-1 flex-col gap-1.5">
          <h2 id="story-owner-heading" className="text-xs font-medium text-white/85">
            {to("heading")}
          </h2>
          <div className="flex items-center gap-2">
            <p className="flex items-center gap-1.5 text-sm text-white">
              <Heart aria-hidden="true" className="size-4" />
              {to("likes", { count: story.likeCount })}
            </p>
            <button type="button" onClick={onOpenMessages} className="ml-auto inline-flex h-10 shrink-0 items-center gap-2 rounded-full bg-white/15 px-4 text-sm text-white outline-none hover:bg-white/25 focus-visible:ring-2 focus-visible:ring-white">
              <MessageCircle aria-hidden="true" className="size-4" />
              {to("readMessages")}
            </button>
          </div>
        </section>
      ) : (
        <>
          <button
            type="button"
            className={viewerIconButton}
            aria-label={story.isLiked ? t("unlike") : t("like")}
            aria-pressed={story.isLiked}
            disabled={liking}
            onClick={onLike}
          >
            <Heart aria-hidden="true" className={cn(story.isLiked && "fill-red-500 text-red-500")} />
          </button>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void send();
            }}
            className="flex min-w-0 flex-1 items-center gap-1"
          >
            <input
              value={text}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={onKeyDown}
              onFocus={() => onTypingChange(true)}
              onBlur={() => onTypingChange(false)}
              placeholder={t("messagePlaceholder")}
              aria-label={t("messagePlaceholder")}
              maxLength={STORY_COMMENT_MAX}
              enterKeyHint="send"
              className="h-10 min-w-0 flex-1 rounded-full border border-white/50 bg-black/30 px-4 text-base text-white outline-none placeholder:text-white/75 focus-visible:border-white md:text-sm"
            />
            <button type="submit" className={viewerIconButton} aria-label={t("send")} disabled={!content || sending}>
              <Send aria-hidden="true" />
            </button>
          </form>
        </>
      )}
      <p className={cn("shrink-0 text-xs text-white/80 tabular-nums", isOwn && "pb-3")}>{t("counter", position)}</p>
    </div>
  );
}

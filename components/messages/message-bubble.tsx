"use client";

import { MoreHorizontal } from "lucide-react";
import { useTranslations } from "next-intl";
import { TimeAgo } from "@/components/shared/time-ago";
import { useDeferredMenu } from "@/hooks/use-deferred-menu";
import type { MessageDto } from "@/lib/contract/messages/types";
import { cn } from "@/lib/client/cn";
import { PostImage } from "@/components/shared/post-image";

// A message's dropdown and its dialogs load when its menu is first used.
const loadMenu = () => import("./message-menu-dropdown").then((m) => m.MessageMenuDropdown);

type Props = { message: MessageDto; mine: boolean; otherName: string };

/** A bubble is at most 78% of the thread and 288 px tall (a 3:2 photo then 432 px wide); with a srcset this is also its drawn width. */
const MEDIA_SIZES = "(max-width: 560px) 75vw, 432px";

/** One message: own on the right, text, media with its alt text, a story reply's preview, its time, and a menu (Delete for own, Report for theirs). */
export function MessageBubble({ message, mine, otherName }: Props) {
  const t = useTranslations("chat.thread");
  const { Menu, triggerProps } = useDeferredMenu(loadMenu);
  const trigger = (
    <button
      type="button"
      aria-label={t("messageMenu")}
      className="mb-5 inline-flex size-8 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      {...triggerProps}
    >
      <MoreHorizontal className="size-4" aria-hidden />
    </button>
  );
  const media = message.media;
  const mediaLabel = media?.altText || (media?.mediaType === "video" ? t("videoAlt", { name: mine ? t("mine") : otherName }) : t("photoAlt", { name: mine ? t("mine") : otherName }));

  return (
    <li className={cn("group flex items-end gap-1", mine ? "flex-row-reverse" : "flex-row")} data-testid="message" data-mine={mine ? "true" : "false"}>
      <div className={cn("flex min-w-0 max-w-[78%] flex-col gap-1", mine ? "items-end" : "items-start")}>
        {message.isStoryReply ? <StoryPreview message={message} mine={mine} /> : null}
        {media ? (
          media.mediaType === "video" ? (
            <video src={media.url} controls playsInline preload="metadata" aria-label={mediaLabel} className="max-h-72 rounded-2xl bg-black" />
          ) : (
            <PostImage file={media} sizes={MEDIA_SIZES} alt={mediaLabel} className="max-h-72 rounded-2xl bg-muted object-cover" loading="lazy" />
          )
        ) : null}
        {message.content ? (
          <p className={cn("rounded-2xl px-3 py-2 text-sm whitespace-pre-wrap [overflow-wrap:anywhere]", mine ? "bg-primary text-primary-foreground" : "bg-muted text-foreground")}>{message.content}</p>
        ) : null}
        <TimeAgo iso={message.createdAt} className="px-1 text-[11px] text-muted-foreground" />
      </div>
      {Menu ? <Menu message={message} mine={mine} trigger={trigger} /> : trigger}
    </li>
  );
}

function StoryPreview({ message, mine }: { message: MessageDto; mine: boolean }) {
  const t = useTranslations("chat.thread");
  const story = message.story;
  return (
    <div className="flex items-center gap-2 text-xs text-muted-foreground">
      {story ? (
        story.mediaType === "video" ? (
          <video src={story.imageUrl} muted playsInline preload="metadata" aria-label={story.altText || t("storyAlt")} className="h-16 w-10 rounded-md bg-black object-cover" />
        ) : (
          <PostImage file={{ url: story.imageUrl, widths: story.imageWidths }} sizes="40px" alt={story.altText || t("storyAlt")} width={40} height={64} className="h-16 w-10 rounded-md bg-muted object-cover" />
        )
      ) : null}
      <span>{story ? (mine ? t("storyReplyMine") : t("storyReply")) : t("storyGone")}</span>
    </div>
  );
}

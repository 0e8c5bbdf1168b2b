"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { FollowButton } from "@/components/shared/follow-button";
import { Button } from "@/components/ui/button";
import { useApiError } from "@/hooks/use-api-error";
import { apiRequest } from "@/lib/client/api-client";
import { useMutation } from "@/lib/client/query";
import type { Notification, NotificationActor } from "@/lib/contract/notifications/types";
import { avatarImage } from "@/lib/contract/users/display-name";
import type { FollowStatus } from "@/lib/contract/users/types";
import { cn } from "@/lib/client/cn";
import { notificationHref } from "./notification-href";
import { useNotificationText } from "./notification-text";
import { TimeAgo } from "@/components/shared/time-ago";
import { PostImage } from "@/components/shared/post-image";

const SOCIAL = new Set(["like", "story_like", "comment", "follow", "follow_request", "follow_accepted", "post_mention", "comment_mention", "story_reply"]);

type Props = { item: Notification; viewerId: string };

/** One row of /notifications: avatars, the grouped text, time, unread mark, and the inline action or thumbnail. */
export function NotificationItem({ item, viewerId }: Props) {
  const href = notificationHref(item, viewerId);
  const social = SOCIAL.has(item.type) && item.actors.length > 0;
  return (
    <li className={cn("flex items-start gap-3 rounded-xl border p-3", item.isRead ? "bg-card" : "border-primary/30 bg-primary/5")}>
      {social ? <Avatars actors={item.actors} /> : null}
      <div className="min-w-0 flex-1 space-y-1">{social ? <SocialBody item={item} href={href} /> : <SystemBody item={item} href={href} />}</div>
      <Aside item={item} href={href} />
      <UnreadDot unread={!item.isRead} />
    </li>
  );
}

/** The unread mark; its column is kept on read rows too, so thumbnails line up. */
function UnreadDot({ unread }: { unread: boolean }) {
  const t = useTranslations("notifications");
  return (
    <span className="mt-2 flex w-2 shrink-0 items-center">
      {unread ? (
        <>
          <span aria-hidden className="size-2 rounded-full bg-primary" />
          <span className="sr-only">{t("unread")}</span>
        </>
      ) : null}
    </span>
  );
}

function Avatars({ actors }: { actors: NotificationActor[] }) {
  const [first, second] = actors;
  if (!second) return <PostImage file={avatarImage(first)} sizes="44px" alt="" width={44} height={44} className="size-11 shrink-0 rounded-full bg-muted object-cover" />;
  return (
    <span className="relative size-11 shrink-0" aria-hidden>
      <PostImage file={avatarImage(second)} sizes="32px" alt="" width={32} height={32} className="absolute top-0 left-0 size-8 rounded-full bg-muted object-cover" />
      <PostImage file={avatarImage(first)} sizes="32px" alt="" width={32} height={32} className="absolute right-0 bottom-0 size-8 rounded-full border-2 border-background bg-muted object-cover" />
    </span>
  );
}

function SocialBody({ item, href }: { item: Notification; href: string | null }) {
  const t = useTranslations("notifications.social");
  const name = item.actors[0]!.username;
  const others = Math.max(0, item.actorCount - 1);
  const text = item.excerpt ?? "";
  const b = (chunks: ReactNode) => <strong className="font-semibold">{chunks}</strong>;
  let sentence: ReactNode;
  switch (item.type) {
    case "like":
    case "story_like":
      sentence = t.rich(item.type, { name, others, b });
      break;
    case "comment":
      sentence = text ? t.rich("comment", { name, text, b }) : t.rich("commentMedia", { name, b });
      break;
    case "comment_mention":
    case "story_reply":
      sentence = t.rich(item.type, { name, text, b });
      break;
    default:
      sentence = t.rich(item.type as "follow", { name, b });
  }
  return (
    <>
      <p className="text-sm break-words">{href ? <Link href={href} className="rounded-sm hover:underline">{sentence}</Link> : sentence}</p>
      <p className="text-xs text-muted-foreground">
        <TimeAgo iso={item.createdAt} />
      </p>
      {item.type === "follow_request" && item.followRequestId ? <RequestActions item={item} requestId={item.followRequestId} /> : null}
    </>
  );
}

function SystemBody({ item, href }: { item: Notification; href: string | null }) {
  const t = useTranslations("notifications");
  const text = useNotificationText();
  const { title, body, note } = text(item);
  const moderation = href === "/guidelines";
  return (
    <>
      <p className="font-semibold">{!moderation && href ? <Link href={href} className="rounded-sm hover:underline">{title}</Link> : title}</p>
      <p className="text-sm">{body}</p>
      {note ? <p className="text-sm break-words text-muted-foreground">{note}</p> : null}
      <p className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
        <TimeAgo iso={item.createdAt} />
        {moderation ? (
          <Link href="/guidelines" className="text-primary underline underline-offset-4">
            {t("guidelinesLink")}
          </Link>
        ) : null}
      </p>
    </>
  );
}

/** Accept / Decline in the row (the follow-requests endpoints); the row then says what was done. */
function RequestActions({ item, requestId }: { item: Notification; requestId: string }) {
  const t = useTranslations("notifications");
  const tr = useTranslations("privacy.requests");
  const onError = useApiError();
  const [answered, setAnswered] = useState<"accepted" | "declined" | null>(null);
  const name = item.actors[0]!.username;
  const answer = useMutation({
    mutationFn: (accept: boolean) => apiRequest("POST", `/api/follow-requests/${requestId}/${accept ? "accept" : "decline"}`),
    onSuccess: (_reply, accept) => setAnswered(accept ? "accepted" : "declined"),
    onError: (error) => onError(error, tr("failed")),
  });
  if (answered) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {answered === "accepted" ? t("requestAccepted") : t("requestDeclined")}
      </p>
    );
  }
  return (
    <div className="flex gap-2 pt-1">
      <Button size="sm" disabled={answer.isPending} aria-label={tr("acceptUser", { name })} onClick={() => answer.mutate(true)}>
        {tr("accept")}
      </Button>
      <Button size="sm" variant="outline" disabled={answer.isPending} aria-label={tr("declineUser", { name })} onClick={() => answer.mutate(false)}>
        {tr("decline")}
      </Button>
    </div>
  );
}

/** The right side: Follow back for a new follower, else the post's or story's thumbnail (linking where the text does). */
function Aside({ item, href }: { item: Notification; href: string | null }) {
  const t = useTranslations("notifications");
  const actor = item.actors[0];
  const [status, setStatus] = useState<FollowStatus | null>(null);
  if (item.type === "follow" && actor) {
    return (
      <FollowButton
        userId={actor.id}
        name={actor.username}
        status={status ?? actor.followStatus}
        onToggled={(state) => setStatus(state.status)}
        size="sm"
        className="shrink-0"
        followLabels={{ text: t("followBack"), label: t("followBackUser", { name: actor.username }) }}
      />
    );
  }
  const media =
    item.post && !item.post.hasContentWarning && item.post.mediaUrl
      ? { url: item.post.mediaUrl, type: item.post.mediaType, widths: item.post.mediaWidths, placeholder: item.post.mediaPlaceholder }
      : item.story
        ? { url: item.story.imageUrl, type: item.story.mediaType, widths: item.story.imageWidths, placeholder: item.story.imagePlaceholder }
        : null;
  if (!media || !href) return null;
  return (
    <Link href={href} tabIndex={-1} aria-hidden className="shrink-0">
      {media.type === "video" ? (
        <video src={media.url} muted playsInline preload="metadata" className="size-11 rounded-md bg-muted object-cover" />
      ) : (
        <PostImage file={media} sizes="44px" alt="" width={44} height={44} className="size-11 rounded-md bg-muted object-cover" />
      )}
    </Link>
  );
}

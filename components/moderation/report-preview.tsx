"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useFormat } from "@/hooks/use-format";
import { PostImage } from "@/components/shared/post-image";
import type { ModerationReport, PreviewVariants, ReportedMessage } from "@/lib/contract/moderation/types";
import { cn } from "@/lib/client/cn";

/** The reported content inline: caption + first image, comment text, story media, profile, event, business, review. */
export function ReportPreview({ report }: { report: ModerationReport }) {
  const t = useTranslations("moderation.desk");
  const format = useFormat();
  const p = report.preview;
  if (!p) return <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground italic">{t("contentGone")}</p>;
  // a still image draws through its WebP variants when the reply carries them (PostImage)
  const media = (url: string | null, type: "image" | "video" | null, variants: PreviewVariants = {}) =>
    url ? (
      type === "video" ? (
        <video src={url} muted playsInline preload="metadata" className="size-20 shrink-0 rounded-md bg-black object-cover" aria-label={t("preview.mediaAlt")} />
      ) : (
        <PostImage
          file={{ url, widths: variants.mediaWidths, placeholder: variants.mediaPlaceholder }}
          sizes="80px"
          alt={t("preview.mediaAlt")}
          width={80}
          height={80}
          className="size-20 shrink-0 rounded-md bg-muted object-cover"
          loading="lazy"
        />
      )
    ) : null;
  const box = "flex gap-3 rounded-md bg-muted p-3 text-sm";
  switch (p.kind) {
    case "post":
      return (
        <div className={box}>
          {media(p.mediaUrl, p.mediaType, p)}
          <p className="min-w-0 break-words whitespace-pre-wrap">{p.caption || <span className="text-muted-foreground italic">{t("preview.noCaption")}</span>}</p>
        </div>
      );
    case "comment":
      return (
        <div className={box}>
          {media(p.mediaUrl, "image", p)}
          <p className="min-w-0 break-words whitespace-pre-wrap">{p.text || <span className="text-muted-foreground italic">{t("preview.noText")}</span>}</p>
        </div>
      );
    case "story":
      return <div className={box}>{media(p.mediaUrl, p.mediaType, p)}</div>;
    case "user":
      return (
        <div className={box}>
          <div className="min-w-0 space-y-1">
            <p className="break-words">{p.bio ? t("preview.bio", { bio: p.bio }) : <span className="text-muted-foreground italic">{t("preview.noBio")}</span>}</p>
            <Link href={`/profile/${report.targetId}`} className="font-medium text-primary underline underline-offset-4">
              {t("preview.viewProfile")}
            </Link>
          </div>
        </div>
      );
    case "event":
      return (
        <div className={box}>
          <div>
            <p className="font-semibold">{p.title}</p>
            <p className="text-muted-foreground">
              {p.date ? <time dateTime={p.date}>{format.date(p.date, "dateTime")}</time> : null}
              {p.location ? `${p.date ? " · " : ""}${p.location}` : ""}
            </p>
          </div>
        </div>
      );
    case "message":
      return (
        <div className="space-y-2">
          <p className="text-sm text-muted-foreground">{p.contextShared ? t("preview.contextShared") : t("preview.contextNotShared")}</p>
          {p.deleted ? <p className="text-sm font-medium">{t("preview.messageDeleted")}</p> : null}
          <MessageContext messages={p.context} />
        </div>
      );
    case "conversation":
      return (
        <div className="space-y-2">
          <p className="text-sm text-muted-foreground">{t("preview.members", { names: p.members.map((m) => `@${m.username}`).join(" · ") })}</p>
          <MessageContext messages={p.context} />
        </div>
      );
    case "business":
      return (
        <div className={box}>
          {media(p.imageUrl, "image")}
          <div>
            <p className="font-semibold">{p.name}</p>
            {p.city ? <p className="text-muted-foreground">{p.city}</p> : null}
          </div>
        </div>
      );
    case "review":
      return (
        <div className={box}>
          {media(p.imageUrl, "image")}
          <div className="min-w-0 space-y-1">
            <p className="font-medium">{t("preview.reviewRating", { rating: p.rating })}</p>
            <p className="break-words whitespace-pre-wrap">{p.content}</p>
            <Link href={`/peerpicks/${p.businessId}`} className="font-medium text-primary underline underline-offset-4">
              {t("preview.reviewOf", { name: p.businessName })}
            </Link>
          </div>
        </div>
      );
    default:
      return null;
  }
}

/** A message report's context as a transcript, oldest first, the reported message marked. */
function MessageContext({ messages }: { messages: ReportedMessage[] }) {
  const t = useTranslations("moderation.desk");
  const format = useFormat();
  if (messages.length === 0) return <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground italic">{t("preview.noMessages")}</p>;
  return (
    <ol aria-label={t("preview.contextLabel")} className="space-y-1.5 rounded-md bg-muted p-3 text-sm">
      {messages.map((m) => (
        <li key={m.id} className={cn("rounded-md p-1.5", m.reported && "border-2 border-destructive bg-background")} data-reported={m.reported ? "true" : undefined}>
          <p className="text-xs text-muted-foreground">
            <span className="font-semibold text-foreground">@{m.sender.username}</span> · <time dateTime={m.createdAt}>{format.date(m.createdAt, "dateTime")}</time>
            {m.reported ? <span className="ml-2 font-semibold text-destructive">{t("preview.reportedMark")}</span> : null}
          </p>
          <div className="flex gap-2">
            {m.mediaUrl ? (
              m.mediaType === "video" ? (
                <video src={m.mediaUrl} muted playsInline preload="metadata" className="size-16 shrink-0 rounded-md bg-black object-cover" aria-label={t("preview.mediaAlt")} />
              ) : (
                <img src={m.mediaUrl} alt={t("preview.mediaAlt")} width={64} height={64} className="size-16 shrink-0 rounded-md bg-background object-cover" loading="lazy" />
              )
            ) : null}
            <p className="min-w-0 break-words whitespace-pre-wrap">{m.content ?? <span className="text-muted-foreground italic">{t("preview.mediaOnly")}</span>}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

import Link from "next/link";
import { Fragment } from "react";
import { splitEntities } from "@/lib/core/text/entities";
import { cn } from "@/lib/client/cn";
import { tagHref } from "@/lib/contract/tags/paths";

/** Where a mention leads: the resolver page sends it on to the member's profile (or a 404). */
export function mentionHref(username: string) {
  return `/u/${encodeURIComponent(username)}`;
}

const LINK = "rounded-sm font-medium text-primary underline decoration-primary/30 underline-offset-2 hover:decoration-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

type Props = { text: string; className?: string };

/** A caption or comment as written, its #tags and @mentions linked (lib/core/text/entities.ts decides what they are). */
export function RichText({ text, className }: Props) {
  return (
    <span className={cn("break-words whitespace-pre-wrap", className)}>
      {splitEntities(text).map((part, i) => {
        if (part.kind === "tag") {
          return (
            <Link key={i} href={tagHref(part.tag)} className={LINK}>
              {part.text}
            </Link>
          );
        }
        if (part.kind === "mention") {
          return (
            <Link key={i} href={mentionHref(part.username)} className={LINK}>
              {part.text}
            </Link>
          );
        }
        return <Fragment key={i}>{part.text}</Fragment>;
      })}
    </span>
  );
}

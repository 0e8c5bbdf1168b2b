import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { PostAudience } from "@/lib/contract/audience/types";
import type { UserSummary } from "@/lib/contract/users/types";
import { avatarImage, displayName } from "@/lib/contract/users/display-name";
import { AudienceBadge } from "./audience-badge";
import { PostImage } from "@/components/shared/post-image";

/**
 * Avatar and name (linking to /profile/{id}), then location, age and audience (when not everyone) of a post.
 * `time`: the post's age, a TimeAgo in the browser or a ServerTimeAgo on the server (Home's first page),
 * so this component stays free of either and renders on both sides.
 */
export function PostAuthor({ user, location, time, audience = "everyone" }: { user: UserSummary; location: string | null; time?: ReactNode; audience?: PostAudience }) {
  const t = useTranslations("posts.card");
  const name = displayName(user);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Link href={`/profile/${user.id}`} className="shrink-0 rounded-full" tabIndex={-1} aria-hidden="true">
        <PostImage file={avatarImage(user)} sizes="40px" alt="" width={40} height={40} className="size-10 rounded-full object-cover" />
      </Link>
      <div className="flex min-w-0 flex-col">
        <Link href={`/profile/${user.id}`} className="truncate rounded-sm text-sm font-semibold outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring" aria-label={t("authorLink", { name })}>
          {name}
        </Link>
        <p className="flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
          {location ? <span className="truncate">{location}</span> : null}
          {location && time ? <span aria-hidden="true">·</span> : null}
          {time}
          <AudienceBadge audience={audience} />
        </p>
      </div>
    </div>
  );
}

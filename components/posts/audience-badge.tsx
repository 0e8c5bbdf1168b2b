import { Star, Users } from "lucide-react";
import { useTranslations } from "next-intl";
import type { PostAudience } from "@/lib/contract/audience/types";

/** A small label on a post shared with followers only or with Close Friends (nothing for "everyone"). */
export function AudienceBadge({ audience }: { audience: PostAudience }) {
  const t = useTranslations("audience.post");
  if (audience === "everyone") return null;
  const closeFriends = audience === "close_friends";
  const Icon = closeFriends ? Star : Users;
  return (
    <span
      data-audience={audience}
      className={
        closeFriends
          ? "inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-700 px-1.5 py-0.5 text-[11px] font-medium text-white"
          : "inline-flex shrink-0 items-center gap-1 rounded-full bg-muted px-1.5 py-0.5 text-[11px] font-medium text-foreground"
      }
    >
      <Icon className="size-3" aria-hidden="true" fill={closeFriends ? "currentColor" : "none"} />
      {closeFriends ? t("badgeCloseFriends") : t("badgeFollowers")}
    </span>
  );
}

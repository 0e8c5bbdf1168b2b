"use client";

import { LogOut, Pencil, Share2 } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ProfileIdentity } from "@/components/profiles/profile-identity";
import { MessageButton } from "@/components/messages/message-button";
import { FollowButton } from "@/components/shared/follow-button";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/client/cn";
import { forgetPushOnSignOut } from "@/lib/client/push";
import { reloadTo } from "@/lib/client/reload-to";
import type { FollowState, ProfileDto } from "@/lib/contract/users/types";
import { useFormat } from "@/hooks/use-format";
import { avatarImage, displayName } from "@/lib/contract/users/display-name";
import { PostImage } from "@/components/shared/post-image";

type Props = {
  profile: ProfileDto;
  isSelf: boolean;
  onShare: () => void;
  onFollowToggled: (state: FollowState) => void;
  /** top-right corner: the settings link on one's own profile, the ⋯ menu on someone else's */
  corner?: ReactNode;
};

export function ProfileHeader({ profile, isSelf, onShare, onFollowToggled, corner }: Props) {
  const t = useTranslations("profile");
  const f = useFormat();
  const name = displayName(profile);
  const names = f.names(profile.firstName, profile.lastName);
  const video = profile.backgroundVideoUrl;
  const counts = [
    ["posts", profile.postsCount],
    ["followers", profile.followersCount],
    ["following", profile.followingCount],
  ] as const;

  return (
    <header className={cn("relative overflow-hidden rounded-2xl border", video ? "text-white" : "bg-card")}>
      {video ? (
        <>
          <video
            src={video}
            autoPlay
            loop
            muted
            playsInline
            aria-hidden
            data-testid="profile-background-video"
            className="absolute inset-0 size-full object-cover"
          />
          <div className="absolute inset-0 bg-gradient-to-b from-black/40 via-black/55 to-black/80" aria-hidden />
        </>
      ) : (
        <div className="absolute inset-x-0 top-0 h-20 bg-rainbow opacity-80" aria-hidden />
      )}
      {corner ? <div className="absolute top-2 right-2 z-10">{corner}</div> : null}
      <div className="relative flex flex-col items-center gap-3 px-4 pt-8 pb-5 text-center">
        <PostImage
          file={avatarImage(profile)}
          sizes="96px"
          alt={t("avatarAlt", { name })}
          width={96}
          height={96}
          className="size-24 rounded-full border-4 border-background bg-muted object-cover"
        />
        <div>
          <h1 className="text-xl font-bold">{profile.username}</h1>
          {names ? <p className={cn("text-sm", video ? "text-white/90" : "text-muted-foreground")}>{names}</p> : null}
          <ProfileIdentity profile={profile} muted={video ? "text-white/90" : "text-muted-foreground"} />
        </div>
        {profile.bio ? <p className="max-w-md text-sm whitespace-pre-line">{profile.bio}</p> : null}
        <ul className="flex gap-8" aria-label={t("title", { name })}>
          {counts.map(([key, value]) => {
            const body = (
              <>
                <span className="text-lg font-bold">{value}</span>
                <span className={cn("text-xs", video ? "text-white/90" : "text-muted-foreground")}>{t(`counts.${key}`)}</span>
              </>
            );
            // the follow lists open where the viewer may see them (not a private account they don't follow)
            const opens = key !== "posts" && (isSelf || profile.canViewContent);
            return (
              <li key={key} data-testid={`count-${key}`}>
                {opens ? (
                  <Link href={`/profile/${profile.id}/${key}`} className="flex flex-col items-center rounded-md px-1 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
                    {body}
                  </Link>
                ) : (
                  <span className="flex flex-col items-center px-1">{body}</span>
                )}
              </li>
            );
          })}
        </ul>
        <div className="flex w-full max-w-sm flex-wrap justify-center gap-2">
          {isSelf ? (
            <>
              <Button asChild variant="secondary" className="flex-1">
                <Link href="/edit-profile">
                  <Pencil aria-hidden /> {t("actions.editProfile")}
                </Link>
              </Button>
              <Button type="button" variant="secondary" className="flex-1" onClick={onShare}>
                <Share2 aria-hidden /> {t("actions.shareProfile")}
              </Button>
              <Button asChild variant="outline" className="flex-1 text-foreground">
                <a
                  href="/api/logout"
                  onClick={(event) => {
                    // this device's push subscription ends first (it needs the session), then the sign-out
                    event.preventDefault();
                    void forgetPushOnSignOut().finally(() => reloadTo("/api/logout"));
                  }}
                >
                  <LogOut aria-hidden /> {t("actions.logout")}
                </a>
              </Button>
            </>
          ) : (
            <>
              <FollowButton
                userId={profile.id}
                name={name}
                status={profile.followStatus}
                onToggled={onFollowToggled}
                className={cn("flex-1", profile.followStatus !== "none" && "text-foreground")}
              />
              <MessageButton userId={profile.id} />
              <Button type="button" variant="secondary" className="flex-1" onClick={onShare}>
                <Share2 aria-hidden /> {t("actions.shareProfile")}
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}

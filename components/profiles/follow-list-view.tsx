"use client";

import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { PrivateAccountNotice } from "@/components/profiles/private-account-notice";
import { FollowButton } from "@/components/shared/follow-button";
import { PagedListStates } from "@/components/ui/paged-list-states";
import { usePagedList } from "@/hooks/use-paged-list";
import type { Page } from "@/lib/client/fetch-page";
import { cn } from "@/lib/client/cn";
import { useFormat } from "@/hooks/use-format";
import { useQueryClient, type InfiniteData } from "@/lib/client/query";
import { avatarImage, displayName } from "@/lib/contract/users/display-name";
import type { FollowState, UserListItem } from "@/lib/contract/users/types";
import { PostImage } from "@/components/shared/post-image";

export type FollowTab = "followers" | "following";

type Props = {
  profile: { id: string; username: string; followersCount: number; followingCount: number; followStatus: "none" | "requested" | "following" };
  tab: FollowTab;
  viewerId: string;
  /** false for a private account the viewer does not follow: the notice instead of the list */
  canView: boolean;
  initial?: Page<UserListItem>;
};

/** /profile/{id}/followers and /following: Instagram's two tabs over one list, each row with a Follow button. */
export function FollowListView({ profile, tab, viewerId, canView, initial }: Props) {
  const t = useTranslations("follows");
  const f = useFormat();
  const queryClient = useQueryClient();
  const url = `/api/users/${profile.id}/${tab}`;
  const list = usePagedList<UserListItem>(url, { initial, enabled: canView });
  const tabs = [
    { key: "followers", count: profile.followersCount },
    { key: "following", count: profile.followingCount },
  ] as const;

  // the row's button shows the new state at once; the profiles behind it refresh when next opened
  const onToggled = (userId: string, state: FollowState) => {
    queryClient.setQueryData<InfiniteData<Page<UserListItem>>>([url, "pages"], (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.map((u) => (u.id === userId ? { ...u, followStatus: state.status, isFollowing: state.isFollowing } : u)),
        })),
      },
    );
    void queryClient.invalidateQueries({ queryKey: ["/api/users", userId] });
    void queryClient.invalidateQueries({ queryKey: ["/api/users", viewerId] });
  };

  return (
    <section aria-labelledby="follows-heading" className="space-y-3">
      <div className="flex items-center gap-2">
        <Link href={`/profile/${profile.id}`} aria-label={t("back", { username: profile.username })} className="rounded-md p-2 text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          <ArrowLeft className="size-5" aria-hidden />
        </Link>
        <h1 id="follows-heading" className="min-w-0 truncate text-lg font-bold">
          {profile.username}
        </h1>
      </div>
      <nav aria-label={t("tabsLabel")} className="grid grid-cols-2 border-b">
        {tabs.map(({ key, count }) => (
          <Link
            key={key}
            href={`/profile/${profile.id}/${key}`}
            replace
            aria-current={key === tab ? "page" : undefined}
            className={cn(
              "border-b-2 py-2.5 text-center text-sm font-semibold focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
              key === tab ? "border-foreground text-foreground" : "border-transparent text-muted-foreground hover:text-foreground",
            )}
          >
            {t(`tab.${key}`, { count })}
          </Link>
        ))}
      </nav>
      {canView ? (
        <PagedListStates
          query={list}
          count={list.items.length}
          labels={{ loading: t("loading"), error: t("loadFailed"), retry: t("retry"), empty: t(`empty.${tab}`), loadMore: t("loadMore") }}
        >
          <ul aria-label={t(`listLabel.${tab}`, { username: profile.username })} className="divide-y">
            {list.items.map((user) => (
              <li key={user.id} className="flex items-center gap-3 py-2.5">
                <Link href={`/profile/${user.id}`} className="flex min-w-0 flex-1 items-center gap-3 rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
                  <PostImage file={avatarImage(user)} sizes="44px" alt="" width={44} height={44} className="size-11 shrink-0 rounded-full bg-muted object-cover" />
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-semibold">{user.username}</span>
                    <span className="block truncate text-sm text-muted-foreground">{f.name(user)}</span>
                  </span>
                </Link>
                {user.id === viewerId ? null : (
                  <FollowButton
                    userId={user.id}
                    name={displayName(user)}
                    status={user.followStatus}
                    size="sm"
                    className="shrink-0"
                    onToggled={(state) => onToggled(user.id, state)}
                  />
                )}
              </li>
            ))}
          </ul>
        </PagedListStates>
      ) : (
        <PrivateAccountNotice requested={profile.followStatus === "requested"} />
      )}
    </section>
  );
}

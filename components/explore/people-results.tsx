"use client";

import { Users } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { EmptyState } from "@/components/shared/empty-state";
import { FollowButton } from "@/components/shared/follow-button";
import { Skeleton } from "@/components/ui/skeleton";
import { useQuery, useQueryClient } from "@/lib/client/query";
import type { FollowState, UserListItem } from "@/lib/contract/users/types";
import { useFormat } from "@/hooks/use-format";
import { avatarImage, displayName } from "@/lib/contract/users/display-name";
import { SEARCH_MIN } from "@/lib/contract/users/limits";
import { PostImage } from "@/components/shared/post-image";

export function searchKey(query: string) {
  return [`/api/users/search?q=${encodeURIComponent(query)}`];
}

export function PeopleResults({ query, viewerId }: { query: string; viewerId: string }) {
  const t = useTranslations("explore.people");
  const f = useFormat();
  const queryClient = useQueryClient();
  const enabled = query.length >= SEARCH_MIN;
  const results = useQuery<UserListItem[]>({ queryKey: searchKey(query), enabled });

  if (!enabled) {
    return <EmptyState icon={<Users className="size-8 text-muted-foreground" aria-hidden />} title={t("title")} text={t("text")} />;
  }
  if (results.isPending) {
    return (
      <div role="status" aria-label={t("loading")} className="space-y-2">
        {Array.from({ length: 9 }, (_, i) => (
          <Skeleton key={i} data-testid="people-placeholder" className="h-16 w-full" />
        ))}
      </div>
    );
  }
  if (results.isError) return <EmptyState title={t("failed")} />;
  if (!results.data.length) return <EmptyState title={t("noResults", { query })} />;

  const onToggled = (userId: string) => (state: FollowState) => {
    queryClient.setQueryData<UserListItem[]>(searchKey(query), (old) =>
      old?.map((u) => (u.id === userId ? { ...u, isFollowing: state.isFollowing, followStatus: state.status } : u)),
    );
    void queryClient.invalidateQueries({ queryKey: ["/api/users", userId] });
  };

  return (
    <ul aria-label={t("results")} className="divide-y rounded-xl border">
      {results.data.map((user) => {
        const name = displayName(user);
        const names = f.names(user.firstName, user.lastName);
        return (
          <li key={user.id} className="flex items-center gap-3 p-3">
            <Link href={`/profile/${user.id}`} className="flex min-w-0 flex-1 items-center gap-3 rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
              <PostImage file={avatarImage(user)} sizes="44px" alt="" width={44} height={44} className="size-11 shrink-0 rounded-full bg-muted object-cover" />
              <span className="min-w-0">
                <span className="block truncate font-medium">
                  {user.username}
                  {user.pronouns ? <span className="ml-1.5 text-sm font-normal text-muted-foreground">{user.pronouns}</span> : null}
                </span>
                {names ? <span className="block truncate text-sm text-muted-foreground">{names}</span> : null}
              </span>
            </Link>
            {user.id !== viewerId ? (
              <FollowButton userId={user.id} name={name} status={user.followStatus} onToggled={onToggled(user.id)} size="sm" />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

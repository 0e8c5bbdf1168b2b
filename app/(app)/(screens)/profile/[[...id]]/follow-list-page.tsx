import { notFound } from "next/navigation";
import { FollowListScreen } from "@/components/profiles/follow-list-screen";
import type { FollowTab } from "@/components/profiles/follow-list-view";
import { orErrorCode } from "@/lib/server/http/or-error-code";
import type { SessionUser } from "@/lib/data/session";
import { getProfile } from "@/lib/domain/users/get-profile";
import { listFollows } from "@/lib/domain/users/list-follows";

export const FOLLOW_TABS = ["followers", "following"] as const;

export function isFollowTab(value: string | undefined): value is FollowTab {
  return (FOLLOW_TABS as readonly string[]).includes(value ?? "");
}

/** /profile/{id}/followers|following: the header's counts opened as lists (first page loaded here). */
export async function FollowListPage({ viewer, id, tab }: { viewer: SessionUser; id: string; tab: FollowTab }) {
  const profile = await orErrorCode(getProfile(viewer, id), "not_found");
  if (profile === "not_found") notFound();
  const summary = { id: profile.id, username: profile.username, followersCount: profile.followersCount, followingCount: profile.followingCount, followStatus: profile.followStatus };
  if (!profile.canViewContent) return <FollowListScreen key={tab} profile={summary} tab={tab} viewerId={viewer.id} canView={false} />;
  const page = await listFollows(viewer, tab, id);
  return <FollowListScreen key={tab} profile={summary} tab={tab} viewerId={viewer.id} canView initial={{ items: page.users, nextCursor: page.nextCursor }} />;
}

import { notFound } from "next/navigation";
import { ProfileView } from "@/components/profiles/profile-view";
import { BlockedProfile } from "@/components/safety/blocked-profile";
import { orErrorCode } from "@/lib/server/http/or-error-code";
import { getCurrentUser } from "@/lib/server/current-user";
import { listUserPosts } from "@/lib/domain/posts/list-user-posts";
import { findOwnBlock } from "@/lib/domain/safety/find-own-block";
import { getProfile } from "@/lib/domain/users/get-profile";
import { ID_PATTERN } from "@/lib/core/schema/id";
import { FollowListPage, isFollowTab } from "./follow-list-page";

const FIRST_PAGE = 60;

// /profile/:id? — the id defaults to the signed-in member's own; /profile/:id/followers|following list them.
export default async function ProfilePage({ params }: { params: Promise<{ id?: string[] }> }) {
  const viewer = await getCurrentUser();
  if (!viewer) return null;
  const { id: segments } = await params;
  const id = segments?.[0] ?? viewer.id;
  if (!ID_PATTERN.test(id)) notFound();
  // /profile/{id}/followers and /profile/{id}/following: the lists behind the header's counts
  if (segments?.length === 2 && isFollowTab(segments[1])) return <FollowListPage viewer={viewer} id={id} tab={segments[1]} />;
  if (segments && segments.length > 1) notFound();
  const profile = await orErrorCode(getProfile(viewer, id), "not_found");
  if (profile === "not_found") {
    // a member I block: say so and offer Unblock (they can't see me either, and aren't told)
    const blocked = await findOwnBlock(viewer, id);
    if (blocked) return <BlockedProfile userId={blocked.id} username={blocked.username} />;
    notFound();
  }
  // a private account the viewer does not follow: the header only (its posts answer 403)
  if (!profile.canViewContent) return <ProfileView initialProfile={profile} viewerId={viewer.id} />;
  const posts = await listUserPosts(viewer, id, { limit: FIRST_PAGE });
  return <ProfileView initialProfile={profile} viewerId={viewer.id} initialPosts={{ items: posts.posts, nextCursor: posts.nextCursor }} />;
}

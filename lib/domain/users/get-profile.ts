import "server-only";
import { notFound } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import { activeMuteWhere, canSeeAuthorContent, postAudienceWhere, USER_NOT_FOUND, visibleUserWhere, type Viewer } from "@/lib/domain/safety/visibility";
import { identityFor, identitySelect, publicUserSelect, toPublicUser } from "@/lib/domain/users/user-response";
import type { ProfileDto } from "@/lib/contract/users/types";

/**
 * One user with the header counts (postsCount = what the viewer's grid lists), whether the viewer follows them (or asked to), whether they
 * may see the content behind a private account's header and whether the viewer mutes them (one
 * query). 404 for an unknown member or one hidden from the viewer (a block either way, a
 * suspension). Identity fields only as their visibility allows the viewer (identityFor).
 */
export async function getProfile(viewer: Viewer, userId: string): Promise<ProfileDto> {
  const viewerId = viewer.id;
  const row = await db.user.findFirst({
    where: { id: userId, ...(userId === viewerId ? {} : visibleUserWhere(viewer)) },
    select: {
      ...publicUserSelect,
      ...identitySelect,
      profileImageVariantWidths: true,
      _count: { select: { posts: { where: postAudienceWhere(viewer) }, followers: true, following: true } },
      followers: { where: { followerId: viewerId }, select: { followerId: true }, take: 1 },
      followRequestsIn: { where: { requesterId: viewerId }, select: { id: true }, take: 1 },
      isPrivate: true,
      discoverable: true,
      mutedBy: { where: { muterId: viewerId, ...activeMuteWhere() }, select: { until: true }, take: 1 },
    },
  });
  if (!row) throw notFound(USER_NOT_FOUND);
  const { _count, followers, followRequestsIn, isPrivate, discoverable, mutedBy, pronouns, pronounsVisibility, identityLine, identityVisibility, profileImageVariantWidths, ...user } = row;
  const isFollowing = followers.length > 0;
  const isSelf = userId === viewerId;
  const canViewContent = canSeeAuthorContent(viewer, { id: userId, isPrivate, followedByViewer: isFollowing });
  return {
    ...toPublicUser(viewer, user),
    ...(user.profileImageUrl && profileImageVariantWidths.length ? { profileImageWidths: profileImageVariantWidths } : {}),
    ...identityFor({ pronouns, pronounsVisibility, identityLine, identityVisibility }, { isOwner: isSelf, isFollower: isFollowing }),
    // what the grid lists: posts within their audience, none behind a private account the viewer may
    // not read (a non-following close friend must not see a higher number than a stranger)
    postsCount: canViewContent ? _count.posts : 0,
    followersCount: _count.followers,
    followingCount: _count.following,
    isFollowing,
    followStatus: isFollowing ? "following" : followRequestsIn.length > 0 ? "requested" : "none",
    isPrivate,
    canViewContent,
    ...(isSelf ? { discoverable } : {}),
    isMuted: mutedBy.length > 0,
    mutedUntil: mutedBy[0]?.until?.toISOString() ?? null,
  };
}

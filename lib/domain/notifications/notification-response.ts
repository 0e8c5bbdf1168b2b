import "server-only";
import { db } from "@/lib/data/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Notification, NotificationActor, NotificationData, NotificationPostPreview, NotificationStoryPreview } from "@/lib/contract/notifications/types";
import { imageVariantFields, mediaVariantFields } from "@/lib/contract/media/variants";
import type { Viewer } from "@/lib/domain/safety/visibility";
import { toUserSummary, userSummarySelect } from "@/lib/domain/members/user-summary";
import { withFollowState } from "@/lib/domain/users/user-response";

/** One listed item as the page query returns it: the group's newest notice plus the group's aggregate. */
export type NotificationHead = {
  id: string;
  type: string;
  title: string;
  body: string;
  data: Prisma.JsonValue | null;
  createdAt: Date;
  actorId: string | null;
  postId: string | null;
  commentId: string | null;
  storyId: string | null;
  storyCommentId: string | null;
  followRequestId: string | null;
  count: number;
  actorCount: number;
  unread: boolean;
  readAt: Date | null;
  actorIds: (string | null)[] | null;
};

const ACTORS_SHOWN = 2;
const EXCERPT_MAX = 150;

/** The first characters of a text, cut between characters (never inside a surrogate pair). */
export function excerpt(text: string | null | undefined): string | null {
  if (!text) return null;
  const chars = [...text];
  return chars.length > EXCERPT_MAX ? `${chars.slice(0, EXCERPT_MAX).join("")}…` : text;
}

function distinctActors(head: NotificationHead): string[] {
  return [...new Set((head.actorIds ?? []).filter((id): id is string => id !== null))].slice(0, ACTORS_SHOWN);
}

function toData(data: Prisma.JsonValue | null): NotificationData | null {
  return data && typeof data === "object" && !Array.isArray(data) ? (data as NotificationData) : null;
}

/** Turns a page of items into the response: actors (with the viewer's follow state), post and story previews, excerpts. Five reads per page, whatever its size. */
export async function hydrateNotifications(viewer: Viewer, heads: NotificationHead[]): Promise<Notification[]> {
  if (heads.length === 0) return [];
  const actorIds = [...new Set(heads.flatMap(distinctActors))];
  const postIds = [...new Set(heads.flatMap((h) => (h.postId ? [h.postId] : [])))];
  const storyIds = [...new Set(heads.flatMap((h) => (h.storyId ? [h.storyId] : [])))];
  const commentIds = heads.flatMap((h) => (h.commentId ? [h.commentId] : []));
  const replyIds = heads.flatMap((h) => (h.storyCommentId ? [h.storyCommentId] : []));
  const [users, posts, stories, comments, replies] = await Promise.all([
    actorIds.length ? db.user.findMany({ where: { id: { in: actorIds } }, select: userSummarySelect }) : [],
    postIds.length
      ? db.post.findMany({
          where: { id: { in: postIds } },
          select: {
            id: true,
            contentWarning: true,
            media: { orderBy: { position: "asc" }, take: 1, select: { url: true, type: true, altText: true, variantWidths: true, placeholder: true } },
          },
        })
      : [],
    storyIds.length ? db.story.findMany({ where: { id: { in: storyIds } }, select: { id: true, authorId: true, imageUrl: true, mediaType: true, variantWidths: true, placeholder: true } }) : [],
    commentIds.length ? db.comment.findMany({ where: { id: { in: commentIds } }, select: { id: true, content: true } }) : [],
    replyIds.length ? db.storyComment.findMany({ where: { id: { in: replyIds } }, select: { id: true, content: true } }) : [],
  ]);
  const actors = new Map<string, NotificationActor>(
    (await withFollowState(viewer, users.map((u) => toUserSummary(u)))).map(({ isFollowing: _isFollowing, ...u }) => [u.id, u]),
  );
  const postById = new Map<string, NotificationPostPreview>(
    posts.map((p) => {
      const first = p.media[0];
      return [
        p.id,
        {
          id: p.id,
          mediaUrl: first?.url ?? null,
          mediaType: first?.type ?? null,
          // the thumbnail's variants, only when stored (docs/decisions/media.md)
          ...mediaVariantFields(first?.variantWidths, first?.placeholder),
          altText: first?.altText ?? null,
          hasContentWarning: Boolean(p.contentWarning),
        },
      ];
    }),
  );
  const storyById = new Map<string, NotificationStoryPreview>(
    stories.map((s) => [s.id, { id: s.id, ownerId: s.authorId, imageUrl: s.imageUrl, mediaType: s.mediaType, ...imageVariantFields(s.variantWidths, s.placeholder) }]),
  );
  const texts = new Map<string, string | null>([...comments, ...replies].map((c) => [c.id, c.content]));
  return heads.map((h) => ({
    id: h.id,
    type: h.type,
    title: h.title,
    body: h.body,
    data: toData(h.data),
    readAt: h.unread ? null : (h.readAt?.toISOString() ?? null),
    isRead: !h.unread,
    createdAt: h.createdAt.toISOString(),
    groupCount: h.count,
    actors: distinctActors(h).flatMap((id) => (actors.has(id) ? [actors.get(id)!] : [])),
    actorCount: h.actorCount,
    postId: h.postId,
    post: h.postId ? (postById.get(h.postId) ?? null) : null,
    commentId: h.commentId,
    excerpt: excerpt(texts.get(h.commentId ?? h.storyCommentId ?? "") ?? null),
    storyId: h.storyId,
    story: h.storyId ? (storyById.get(h.storyId) ?? null) : null,
    followRequestId: h.followRequestId,
  }));
}

import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { PostAuthor, PostDto } from "@/lib/posts/types";

// One select for every post response: author, ordered media, counts by aggregation and the
// viewer's own like (a filtered relation), so a page of posts is one Prisma query.
export const postAuthorSelect = {
  id: true,
  username: true,
  name: true,
  firstName: true,
  lastName: true,
  profileImageUrl: true,
} as const satisfies Prisma.UserSelect;

export function postSelect(viewerId: string) {
  return {
    id: true,
    authorId: true,
    caption: true,
    location: true,
    createdAt: true,
    author: { select: postAuthorSelect },
    media: { select: { url: true, type: true }, orderBy: { position: "asc" } },
    likes: { where: { userId: viewerId }, select: { userId: true }, take: 1 },
    _count: { select: { likes: true, comments: true, saves: { where: { userId: viewerId } } } },
  } as const satisfies Prisma.PostSelect;
}

export type PostRow = Prisma.PostGetPayload<{ select: ReturnType<typeof postSelect> }>;

export function toAuthor(author: Prisma.UserGetPayload<{ select: typeof postAuthorSelect }>): PostAuthor {
  return { ...author };
}

export function toPostDto(row: PostRow): PostDto {
  const mediaFiles = row.media.map((m) => ({ url: m.url, type: m.type }));
  return {
    id: row.id,
    userId: row.authorId,
    user: toAuthor(row.author),
    caption: row.caption,
    location: row.location,
    imageUrl: mediaFiles[0]?.url ?? "",
    imageUrls: mediaFiles.map((m) => m.url),
    mediaFiles,
    likeCount: row._count.likes,
    likesCount: row._count.likes,
    commentsCount: row._count.comments,
    isLiked: row.likes.length > 0,
    isSaved: row._count.saves > 0,
    createdAt: row.createdAt.toISOString(),
  };
}

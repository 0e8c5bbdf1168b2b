import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { PostAuthor } from "@/lib/posts/types";

// The author fields every post and comment response carries (never the e-mail).
export const postAuthorSelect = {
  id: true,
  username: true,
  name: true,
  firstName: true,
  lastName: true,
  profileImageUrl: true,
} as const satisfies Prisma.UserSelect;

export function toAuthor(author: Prisma.UserGetPayload<{ select: typeof postAuthorSelect }>): PostAuthor {
  return { ...author };
}

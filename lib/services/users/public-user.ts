import type { SessionUser } from "@/lib/auth/session";

// The spec's User shape. E-mail is returned only to its owner: for many members being found by
// address is a safety risk.
export type PublicUser = {
  id: string;
  name: string | null;
  username: string;
  firstName: string | null;
  lastName: string | null;
  email?: string;
  bio: string | null;
  profileImageUrl: string | null;
  backgroundVideoUrl: string | null;
  isAdmin: boolean;
};

export const publicUserSelect = {
  id: true,
  name: true,
  username: true,
  firstName: true,
  lastName: true,
  email: true,
  bio: true,
  profileImageUrl: true,
  backgroundVideoUrl: true,
  isAdmin: true,
} as const;

type UserRow = Omit<SessionUser, "sessionVersion"> & { sessionVersion?: number };

export function toPublicUser(user: UserRow, viewerId: string | null): PublicUser {
  const { sessionVersion: _omitVersion, email, ...rest } = user;
  void _omitVersion;
  return viewerId === user.id ? { ...rest, email } : rest;
}

import type { UserSummary } from "@/lib/contract/users/types";

// Response shapes of /api/close-friends, shared by services, the screen and tests.
/** A member on my Close Friends list, with when I added them. */
export type CloseFriendDto = UserSummary & { addedAt: string };

/** One of my followers offered on the Close Friends screen, with whether they are on my list. */
export type CloseFriendCandidate = UserSummary & { isCloseFriend: boolean };

/** The answer to PUT and DELETE /api/close-friends/{userId}. */
export type CloseFriendState = { userId: string; isCloseFriend: boolean };

export type CloseFriendPage = { items: CloseFriendDto[]; nextCursor: string | null };

import type { UserSummary } from "@/lib/contract/users/types";

// Response shapes of the blocks and mutes API, shared by the services and the safety screens.

/** A row of GET /api/blocks and GET /api/mutes: who, never their e-mail. */
export type SafetyUser = Omit<UserSummary, "name">;
export type BlockedUser = SafetyUser & { blockedAt: string };
export type MutedUser = SafetyUser & { until: string | null };
export type SafetyPage<T> = { items: T[]; nextCursor: string | null };

/** POST /api/users/{id}/block */
export type BlockState = { blocked: boolean };

/** POST /api/users/{id}/mute */
export type MuteState = { muted: boolean; until: string | null };

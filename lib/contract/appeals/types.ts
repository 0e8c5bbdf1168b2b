import type { UserSummary } from "@/lib/contract/users/types";

// Response shapes of GET /api/account-status and GET /api/admin/appeals.

/** What a decision removed, as the member and the desk see it (text only; media are counted, not shown). */
export type RemovedContentPreview = { kind: string; text: string | null; mediaCount: number } | null;

export type AppealInfo = {
  id: string;
  text: string;
  status: "open" | "accepted" | "rejected";
  /** a rejection's reason */
  reason: string | null;
  createdAt: string;
  resolvedAt: string | null;
};

/** A moderation decision as both the member's status and the desk show it. */
type DecisionFields = {
  id: string;
  action: "remove" | "suspend";
  targetType: string;
  /** the guidelines rule it broke (the report's reason code) */
  reason: string;
  notes: string | null;
  strike: boolean;
  suspended: boolean;
  removed: RemovedContentPreview;
  createdAt: string;
};

export type StandingDecision = DecisionFields & {
  /** an accepted appeal reversed it */
  reversedAt: string | null;
  /** the last moment an appeal is taken; null when it can no longer be appealed (appealed, reversed) */
  appealableUntil: string | null;
  appeal: AppealInfo | null;
};

export type AccountStatus = {
  strikes: number;
  /** null when not suspended; suspensions have no end date (they last until lifted) */
  suspension: { since: string; reason: string | null; endsAt: null } | null;
  decisions: StandingDecision[];
};

export type ModerationAppeal = AppealInfo & {
  member: UserSummary;
  decision: DecisionFields & { decidedBy: UserSummary | null };
  resolvedBy: UserSummary | null;
  /** false for the admin who made the decision: another admin resolves it */
  canResolve: boolean;
  /** after an accept: whether the removed content could be put back */
  contentRestored: boolean | null;
};

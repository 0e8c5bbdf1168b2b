import "server-only";
import type { AppealInfo, StandingDecision } from "@/lib/contract/appeals/types";
import { APPEAL_WINDOW_MS } from "@/lib/contract/appeals/schemas";
import { removedPreview, type RemovedContent } from "@/lib/domain/moderation/removed-content";
import type { Viewer } from "@/lib/domain/safety/visibility";

// The Prisma selects of a decision and its appeal, and their mappers (GET /api/account-status).

export const appealSelect = { id: true, text: true, status: true, resolutionReason: true, createdAt: true, resolvedAt: true, contentRestored: true } as const;

export const decisionSelect = {
  id: true,
  action: true,
  targetType: true,
  reason: true,
  notes: true,
  strike: true,
  suspended: true,
  content: true,
  createdAt: true,
  reversedAt: true,
  appeal: { select: appealSelect },
} as const;

type AppealRow = { id: string; text: string; status: "open" | "accepted" | "rejected"; resolutionReason: string | null; createdAt: Date; resolvedAt: Date | null };
type DecisionRow = {
  id: string;
  action: string;
  targetType: string;
  reason: string;
  notes: string | null;
  strike: boolean;
  suspended: boolean;
  content: unknown;
  createdAt: Date;
  reversedAt: Date | null;
  appeal: AppealRow | null;
};

export function toAppealInfo(row: AppealRow): AppealInfo {
  return { id: row.id, text: row.text, status: row.status, reason: row.resolutionReason, createdAt: row.createdAt.toISOString(), resolvedAt: row.resolvedAt?.toISOString() ?? null };
}

/** The last moment a decision takes an appeal, or null when it takes none (appealed, reversed, window closed). */
export function appealableUntil(row: Pick<DecisionRow, "createdAt" | "reversedAt" | "appeal">, now: Date): Date | null {
  if (row.appeal || row.reversedAt) return null;
  const end = new Date(row.createdAt.getTime() + APPEAL_WINDOW_MS);
  return end > now ? end : null;
}

/** A decision as the member it fell on sees it (the viewer is that member: the query named them). */
export function toStandingDecision(_viewer: Viewer, row: DecisionRow, now: Date): StandingDecision {
  return {
    id: row.id,
    action: row.action === "suspend" ? "suspend" : "remove",
    targetType: row.targetType,
    reason: row.reason,
    notes: row.notes,
    strike: row.strike,
    suspended: row.suspended,
    removed: removedPreview(row.content as RemovedContent | null),
    createdAt: row.createdAt.toISOString(),
    reversedAt: row.reversedAt?.toISOString() ?? null,
    appealableUntil: appealableUntil(row, now)?.toISOString() ?? null,
    appeal: row.appeal ? toAppealInfo(row.appeal) : null,
  };
}

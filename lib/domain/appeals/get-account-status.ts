import "server-only";
import { db } from "@/lib/data/db";
import type { AccountStatus } from "@/lib/contract/appeals/types";
import { decisionSelect, toStandingDecision } from "@/lib/domain/appeals/decision-response";
import type { Viewer } from "@/lib/domain/safety/visibility";

/** A member has few decisions; the page lists this many, newest first. */
export const STANDING_DECISIONS_MAX = 50;

/** GET /api/account-status: the viewer's own strikes, suspension and the decisions behind them, with their appeals. */
export async function getAccountStatus(viewer: Viewer, now = new Date()): Promise<AccountStatus> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: viewer.id },
    select: {
      strikeCount: true,
      suspendedAt: true,
      suspensionReason: true,
      moderationDecisions: { select: decisionSelect, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: STANDING_DECISIONS_MAX },
    },
  });
  return {
    strikes: user.strikeCount,
    suspension: user.suspendedAt ? { since: user.suspendedAt.toISOString(), reason: user.suspensionReason, endsAt: null } : null,
    decisions: user.moderationDecisions.map((row) => toStandingDecision(viewer, row, now)),
  };
}

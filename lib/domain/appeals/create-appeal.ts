import "server-only";
import { AppError, notFound } from "@/lib/core/errors";
import { serverText } from "@/lib/core/server-text";
import { db } from "@/lib/data/db";
import { AUDIT_ACTIONS, writeAudit } from "@/lib/data/audit";
import type { AppealInfo } from "@/lib/contract/appeals/types";
import type { CreateAppealBody } from "@/lib/contract/appeals/schemas";
import { appealableUntil, appealSelect, toAppealInfo } from "@/lib/domain/appeals/decision-response";
import type { Viewer } from "@/lib/domain/safety/visibility";

export const DECISION_NOT_FOUND = serverText("decisionNotFound");
export const APPEAL_EXISTS = serverText("appealExists");
export const APPEAL_WINDOW_CLOSED = serverText("appealWindowClosed");

/**
 * POST /api/appeals: the member appeals one of their own decisions, once (409 appeal_exists), within
 * its window (409 appeal_closed). Another member's decision is 404, as one that never existed.
 */
export async function createAppeal(viewer: Viewer, body: CreateAppealBody, now = new Date()): Promise<AppealInfo> {
  return db.$transaction(async (tx) => {
    // the row lock makes two appeals at once queue here; the unique decisionId is the second lock
    const [decision] = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "ModerationDecision" WHERE "id" = ${body.decisionId} AND "userId" = ${viewer.id} FOR UPDATE`;
    if (!decision) throw notFound(DECISION_NOT_FOUND);
    const row = await tx.moderationDecision.findUniqueOrThrow({ where: { id: decision.id }, select: { id: true, createdAt: true, reversedAt: true, appeal: { select: { id: true } } } });
    if (row.appeal) throw new AppError("appeal_exists", APPEAL_EXISTS);
    if (!appealableUntil({ ...row, appeal: null }, now)) throw new AppError("appeal_closed", APPEAL_WINDOW_CLOSED);
    const appeal = await tx.appeal.create({ data: { decisionId: row.id, text: body.text }, select: appealSelect });
    await writeAudit(tx, { actorId: viewer.id, action: AUDIT_ACTIONS.createAppeal, targetType: "appeal", targetId: appeal.id, details: { decisionId: row.id } });
    return toAppealInfo(appeal);
  });
}

import "server-only";
import { badRequest, conflict, notFound } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import { isUniqueViolation } from "@/lib/data/db/prisma-error";
import { findReportTarget, REPORT_TARGET_NOT_FOUND } from "@/lib/domain/moderation/find-report-target";
import { snapshotMessageContext } from "@/lib/domain/moderation/message-context";
import type { CreateReportBody } from "@/lib/contract/safety/schemas";
import { serverText } from "@/lib/core/server-text";
import type { Viewer } from "@/lib/domain/safety/visibility";

export const ALREADY_REPORTED = serverText("alreadyReported");
export const CANNOT_REPORT_OWN = serverText("cannotReportOwn");

/**
 * Files a report on something the reporter can see; one open report per reporter and target. A
 * message report keeps the message as it is now (and, with `shareContext`, the 10 before it).
 */
export async function createReport(viewer: Viewer, body: CreateReportBody): Promise<{ id: string }> {
  const { targetUserId } = await findReportTarget(viewer, body.targetType, body.targetId);
  if (targetUserId === viewer.id) throw badRequest(CANNOT_REPORT_OWN);
  // a message is frozen into its report now, with its context only when the reporter shares it
  const contextShared = body.targetType === "message" && body.shareContext === true;
  const messageContext = body.targetType === "message" ? await snapshotMessageContext(viewer, body.targetId, contextShared) : undefined;
  if (messageContext === null) throw notFound(REPORT_TARGET_NOT_FOUND);
  try {
    return await db.report.create({
      data: {
        reporterId: viewer.id,
        targetType: body.targetType,
        targetId: body.targetId,
        targetUserId,
        reason: body.reason,
        details: body.details ? body.details : null,
        ...(messageContext ? { messageContext, contextShared } : {}),
      },
      select: { id: true },
    });
  } catch (error) {
    // The partial unique index (one open report per reporter and target) answers a repeat.
    if (isUniqueViolation(error)) throw conflict(ALREADY_REPORTED);
    throw error;
  }
}

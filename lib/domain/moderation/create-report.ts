import "server-only";
import { badRequest, conflict } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import { isUniqueViolation } from "@/lib/data/db/prisma-error";
import { findReportTarget } from "@/lib/domain/moderation/find-report-target";
import type { CreateReportBody } from "@/lib/contract/safety/schemas";
import { serverText } from "@/lib/core/server-text";
import type { Viewer } from "@/lib/domain/safety/visibility";

export const ALREADY_REPORTED = serverText("alreadyReported");
export const CANNOT_REPORT_OWN = serverText("cannotReportOwn");

/** Files a report on something the reporter can see; one open report per reporter and target. */
export async function createReport(viewer: Viewer, body: CreateReportBody): Promise<{ id: string }> {
  const { targetUserId } = await findReportTarget(viewer, body.targetType, body.targetId);
  if (targetUserId === viewer.id) throw badRequest(CANNOT_REPORT_OWN);
  try {
    return await db.report.create({
      data: {
        reporterId: viewer.id,
        targetType: body.targetType,
        targetId: body.targetId,
        targetUserId,
        reason: body.reason,
        details: body.details ? body.details : null,
      },
      select: { id: true },
    });
  } catch (error) {
    // The partial unique index (one open report per reporter and target) answers a repeat.
    if (isUniqueViolation(error)) throw conflict(ALREADY_REPORTED);
    throw error;
  }
}

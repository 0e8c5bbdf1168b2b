import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

// The one writer of the admin audit log; callers pass their transaction so the entry commits
// (or rolls back) with the action it records.
export const AUDIT_ACTIONS = {
  resolveReport: "report.resolve",
  suspendUser: "user.suspend",
  unsuspendUser: "user.unsuspend",
  approveApplication: "application.approve",
  rejectApplication: "application.reject",
  updateBusiness: "business.update",
  removeBusinessTag: "business.tag.remove",
  dismissTagFlag: "business.tag.dismiss",
  createAppeal: "appeal.create",
  acceptAppeal: "appeal.accept",
  rejectAppeal: "appeal.reject",
} as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];

type Tx = Pick<Prisma.TransactionClient, "auditLog">;

export async function writeAudit(
  tx: Tx,
  entry: { actorId: string; action: AuditAction; targetType: string; targetId: string; details?: Prisma.InputJsonObject },
) {
  await tx.auditLog.create({ data: { ...entry, details: entry.details ?? undefined } });
}

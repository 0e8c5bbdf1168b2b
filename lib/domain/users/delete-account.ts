import "server-only";
import { forbidden } from "@/lib/core/errors";
import { verifyPassword } from "@/lib/core/password";
import { forgetSession } from "@/lib/data/session";
import { db, longWorkTransaction } from "@/lib/data/db";
import { retryOnSerializationFailure } from "@/lib/data/db/serialization-failure";
import { revokeLive } from "@/lib/data/realtime/hub";
import type { Prisma } from "@/lib/generated/prisma/client";
import { lockBusiness, recomputeRating, REVIEW_TRANSACTION } from "@/lib/domain/businesses/rating";
import { throttle } from "@/lib/data/throttle";
import { deleteUnreferencedObjects } from "@/lib/domain/uploads/delete-stored-media";
import { log } from "@/lib/core/log";
import { serverText } from "@/lib/core/server-text";
import type { Viewer } from "@/lib/domain/safety/visibility";

export const NOT_YOUR_ACCOUNT = serverText("notYourAccount");
export const WRONG_PASSWORD = serverText("incorrectPassword");

/**
 * DELETE /api/users/{id}: a member deletes their own account after typing their password.
 * Deleting the user row cascades to posts, comments, likes, saves, collections, follows, stories,
 * story messages, conversations, events they organise, notifications, blocks, mutes and uploads;
 * business applications, businesses and reports keep their rows with the member's id set to null.
 * Before that, in the same transaction, what would still point at the person goes (forgetMember).
 * Every session ends with the row (each request re-reads the user). Then the stored objects go.
 * The transaction runs on the long-work client (lib/data/db.ts): for a heavy account the cascades and the
 * audit-log scan can take longer than a request's 3 s statement limit, which would roll the deletion
 * back every time (docs/decisions/operations.md, "Long work"). Two entangled accounts (comments on each
 * other's posts) deleted at once by two instances lock each other's posts in opposite orders: PostgreSQL
 * ends one transaction as a deadlock (40P01), and it runs again (retryOnSerializationFailure) instead of a 500.
 */
export async function deleteAccount(viewer: Viewer, userId: string, password: string): Promise<void> {
  if (viewer.id !== userId) throw forbidden(NOT_YOUR_ACCOUNT);
  await throttle("credentials", viewer.id); // password guesses through this door count like credential changes
  const user = await db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  if (!(await verifyPassword(password, user?.passwordHash))) throw forbidden(WRONG_PASSWORD);

  const { keys, widths } = await retryOnSerializationFailure("delete-account", () => longWorkTransaction((tx) => deleteAccountRows(tx, userId), REVIEW_TRANSACTION));
  forgetSession(userId);
  // the member's open streams end on every instance (no session version survives the row)
  await revokeLive(userId, Number.MAX_SAFE_INTEGER);
  // after the commit: objects a surviving row still shows (a directory business's photo) stay
  await deleteUnreferencedObjects(keys, widths).catch((error: unknown) => log().error({ err: error, userId }, "account media cleanup failed"));
}

/** The account's rows, in one transaction: what points at the member is forgotten, then the user row and its cascades go; the stored objects to delete after the commit. */
async function deleteAccountRows(tx: Prisma.TransactionClient, userId: string) {
  // a video's first copy left by a rewrite (staleKey) goes too: its row leaves with the account
  const uploads = await tx.upload.findMany({
    where: { ownerId: userId, OR: [{ objectKey: { not: null } }, { staleKey: { not: null } }] },
    select: { objectKey: true, staleKey: true, variantWidths: true },
  });
  // before the review locks: its scans of the audit log need no business held
  await forgetMember(tx, userId);
  // the member's reviews go with the account: lock and recompute the ratings of what they reviewed (in id order, no deadlock)
  const reviewed = await tx.businessReview.findMany({ where: { authorId: userId }, select: { businessId: true }, orderBy: { businessId: "asc" } });
  for (const { businessId } of reviewed) await lockBusiness(tx, businessId);
  await tx.user.delete({ where: { id: userId } });
  for (const { businessId } of reviewed) await recomputeRating(tx, businessId);
  // the image variants are named by the Upload rows, which leave with the account: their widths go along
  const widths = new Map(uploads.filter((u) => u.objectKey && u.variantWidths.length).map((u) => [u.objectKey!, u.variantWidths]));
  return { keys: uploads.flatMap((u) => [u.objectKey, u.staleKey].filter((key): key is string => key !== null)), widths };
}

/**
 * What the foreign keys alone would leave of the person (docs/decisions/safety.md, "Exports,
 * deletion and story replies"): audit entries keep the action but lose the member they were about
 * (targetId of a "user" entry, `targetUserId` in details); reports they filed keep the reason and
 * target but lose their own words (`details`), and every message report's snapshot loses the
 * messages they wrote; reports about them as a member go (nothing is left
 * to act on, and the resolution stays in the audit log); their business applications lose the
 * contact e-mail and phone. Reporter, reported member (content reports) and applicant are nulled
 * by the foreign keys.
 */
async function forgetMember(tx: Prisma.TransactionClient, userId: string) {
  await tx.auditLog.updateMany({ where: { targetType: "user", targetId: userId }, data: { targetId: null } });
  await tx.$executeRaw`UPDATE "AuditLog" SET "details" = "details" - 'targetUserId' WHERE "details" ->> 'targetUserId' = ${userId}`;
  await tx.report.updateMany({ where: { reporterId: userId }, data: { details: null } });
  await tx.report.deleteMany({ where: { targetType: "user", targetId: userId } });
  // their messages leave the message reports' snapshots, as the messages themselves go with the account
  await tx.$executeRaw`
    UPDATE "Report" SET "messageContext" = COALESCE(
      (SELECT jsonb_agg(e.m ORDER BY e.i) FROM jsonb_array_elements("messageContext") WITH ORDINALITY AS e(m, i) WHERE e.m -> 'sender' ->> 'id' <> ${userId}),
      '[]'::jsonb)
    WHERE "messageContext" @> jsonb_build_array(jsonb_build_object('sender', jsonb_build_object('id', ${userId}::text)))`;
  await tx.businessApplication.updateMany({ where: { applicantId: userId }, data: { email: null, phoneNumber: null } });
}

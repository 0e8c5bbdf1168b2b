import "server-only";
import { forbidden } from "@/lib/api/errors";
import { verifyPassword } from "@/lib/auth/password";
import { forgetSession } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { lockBusiness, recomputeRating, REVIEW_TRANSACTION } from "@/lib/services/reviews/rating";
import { throttle } from "@/lib/throttle";
import { deleteUnreferencedObjects } from "@/lib/services/uploads/delete-stored-media";
import { log } from "@/lib/observability/log";

export const NOT_YOUR_ACCOUNT = "You can only delete your own account";
export const WRONG_PASSWORD = "Incorrect password";

/**
 * DELETE /api/users/{id}: a member deletes their own account after typing their password.
 * Deleting the user row cascades to posts, comments, likes, saves, collections, follows, stories,
 * story messages, events they organise, notifications, blocks, mutes and uploads; business
 * applications, businesses and reports keep their rows with the member's id set to null. Every
 * session ends with the row (each request re-reads the user). Then the stored objects go.
 */
export async function deleteAccount(actor: { id: string }, userId: string, password: string): Promise<void> {
  if (actor.id !== userId) throw forbidden(NOT_YOUR_ACCOUNT);
  await throttle("credentials", actor.id); // password guesses through this door count like credential changes
  const user = await db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  if (!(await verifyPassword(password, user?.passwordHash))) throw forbidden(WRONG_PASSWORD);

  const keys = await db.$transaction(async (tx) => {
    const uploads = await tx.upload.findMany({ where: { ownerId: userId, objectKey: { not: null } }, select: { objectKey: true } });
    // the member's reviews go with the account: lock and recompute the ratings of what they reviewed (in id order, no deadlock)
    const reviewed = await tx.businessReview.findMany({ where: { authorId: userId }, select: { businessId: true }, orderBy: { businessId: "asc" } });
    for (const { businessId } of reviewed) await lockBusiness(tx, businessId);
    await tx.user.delete({ where: { id: userId } });
    for (const { businessId } of reviewed) await recomputeRating(tx, businessId);
    return uploads.map((u) => u.objectKey!);
  }, REVIEW_TRANSACTION);
  forgetSession(userId);
  // after the commit: objects a surviving row still shows (a directory business's photo) stay
  await deleteUnreferencedObjects(keys).catch((error: unknown) => log().error({ err: error, userId }, "account media cleanup failed"));
}

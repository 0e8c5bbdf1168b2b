import "server-only";
import { badRequest, conflict, forbidden } from "@/lib/core/errors";
import { hashPassword, verifyPassword } from "@/lib/core/password";
import { queueAccountMail } from "@/lib/domain/mail/queue";
import { forgetSession, sessionUserSelect, type SessionUser } from "@/lib/data/session";
import { db } from "@/lib/data/db";
import { isUniqueViolation, prismaErrorMeta } from "@/lib/data/db/prisma-error";
import { revokeLive } from "@/lib/data/realtime/hub";
import { lockPairs, PAIR_TRANSACTION } from "@/lib/domain/safety/pair-lock";
import { resolveOwnedObject } from "@/lib/domain/uploads/owned-objects";
import { throttle } from "@/lib/data/throttle";
import { CURRENT_PASSWORD_INCORRECT, type UpdateUserBody } from "@/lib/contract/users/schemas";
import { serverText } from "@/lib/core/server-text";
import { mailConfigured } from "@/lib/core/env";

const USERNAME_TAKEN = serverText("usernameTaken");
const EMAIL_TAKEN = serverText("emailTaken");

type ProfileImage = { profileImageUrl: string | null; profileImageVariantWidths: number[] };

/**
 * A stored image: unchanged (undefined), cleared, one of the viewer's uploads or post images, or an
 * https URL; with the widths of its WebP variants when it is one of ours (docs/decisions/media.md).
 */
async function checkProfileImage(viewer: SessionUser, url: string | null | undefined): Promise<ProfileImage | undefined> {
  if (url === undefined || url === viewer.profileImageUrl) return undefined;
  if (url === null) return { profileImageUrl: null, profileImageVariantWidths: [] };
  if (url.startsWith("/objects/")) {
    const fromPost = await db.postMedia.findFirst({
      where: { url, type: "image", post: { authorId: viewer.id } },
      select: { variantWidths: true },
    });
    if (fromPost) return { profileImageUrl: url, profileImageVariantWidths: fromPost.variantWidths };
    const object = await resolveOwnedObject(viewer, url, ["profile"]);
    if (object.kind !== "image") throw badRequest(serverText("profileImageInvalidFile"));
    return { profileImageUrl: object.objectPath, profileImageVariantWidths: object.variantWidths };
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw badRequest(serverText("profileImageHttps"));
  }
  if (parsed.protocol !== "https:" || !parsed.hostname) throw badRequest(serverText("profileImageHttps"));
  return { profileImageUrl: parsed.toString(), profileImageVariantWidths: [] };
}

async function checkBackgroundVideo(viewer: SessionUser, url: string | null | undefined) {
  if (url === undefined || url === null || url === viewer.backgroundVideoUrl) return url;
  if (!url.startsWith("/objects/")) throw badRequest(serverText("selectVideo"));
  const object = await resolveOwnedObject(viewer, url, ["background"]);
  if (object.kind !== "video") throw badRequest(serverText("selectVideo"));
  return object.objectPath;
}

function conflictFor(error: unknown): Error | null {
  if (!isUniqueViolation(error)) return null;
  return conflict(prismaErrorMeta(error).includes("email") ? EMAIL_TAKEN : USERNAME_TAKEN);
}

/** A new password or e-mail: throttled per member, and only with the right current password. */
async function checkCredentialChange(viewer: SessionUser, input: UpdateUserBody) {
  const emailChanged = input.email !== undefined && input.email !== viewer.email;
  if (!input.password && !emailChanged) return;
  await throttle("credentials", viewer.id);
  const row = await db.user.findUnique({ where: { id: viewer.id }, omit: { passwordHash: false } });
  const ok = await verifyPassword(input.currentPassword ?? "", row?.passwordHash);
  if (!input.currentPassword || !ok) throw forbidden(CURRENT_PASSWORD_INCORRECT);
}

/**
 * Requesters accepted per transaction when an account goes public: each takes one advisory lock
 * (its pair's) until the commit, and PostgreSQL's shared lock table holds a few thousand at most
 * (max_locks_per_transaction x max_connections), so one transaction for 15k requests ran out of it.
 */
export const ACCEPT_CHUNK = 500;

/**
 * Turning a private account public approves every pending request, as Instagram does
 * (docs/decisions/audience.md). Called once `isPrivate: false` has committed: a request made from then
 * on is a follow already (toggle-follow re-reads the account under the pair's lock), and one that
 * read "private" just before is still found by the next round. Chunks of ACCEPT_CHUNK requesters,
 * each its own transaction: the pairs' locks, then only the requests still there (one a racing
 * block removed stays removed). Stops if the account went private again meanwhile.
 */
async function acceptPendingRequests(userId: string) {
  for (;;) {
    const pending = await db.followRequest.findMany({ where: { targetId: userId }, select: { requesterId: true }, orderBy: { requesterId: "asc" }, take: ACCEPT_CHUNK });
    if (pending.length === 0) return;
    const requesterIds = pending.map((r) => r.requesterId);
    const stillPublic = await db.$transaction(async (tx) => {
      await lockPairs(tx, userId, requesterIds);
      const owner = await tx.user.findUnique({ where: { id: userId }, select: { isPrivate: true } });
      if (owner?.isPrivate !== false) return false;
      const still = await tx.followRequest.findMany({ where: { targetId: userId, requesterId: { in: requesterIds } }, select: { requesterId: true } });
      await tx.follow.createMany({ data: still.map((r) => ({ followerId: r.requesterId, followingId: userId })), skipDuplicates: true });
      await tx.followRequest.deleteMany({ where: { targetId: userId, requesterId: { in: still.map((r) => r.requesterId) } } });
      return true;
    }, PAIR_TRANSACTION);
    if (!stillPublic) return;
  }
}

/** With mail on a new address waits for its link (lib/domain/auth/email-change.ts, asked for by the route); without, it applies at once. */
export function emailChangeWaits(viewer: SessionUser, input: UpdateUserBody): input is UpdateUserBody & { email: string } {
  return input.email !== undefined && input.email !== viewer.email && mailConfigured();
}

/**
 * Updates the viewer's own profile. A new password is hashed and bumps sessionVersion, which ends
 * every other session; the caller re-issues the viewer's cookie from the returned version. A new
 * address is left alone while emailChangeWaits.
 */
export async function updateProfile(viewer: SessionUser, userId: string, input: UpdateUserBody) {
  if (viewer.id !== userId) throw forbidden(serverText("notYourProfile"));
  await checkCredentialChange(viewer, input);
  const deferEmail = emailChangeWaits(viewer, input);
  if (input.username !== viewer.username) {
    const taken = await db.user.findUnique({ where: { username: input.username }, select: { id: true } });
    if (taken) throw conflict(USERNAME_TAKEN);
  }
  if (input.email !== undefined && input.email !== viewer.email && !deferEmail) {
    const taken = await db.user.findUnique({ where: { email: input.email }, select: { id: true } });
    if (taken) throw conflict(EMAIL_TAKEN);
  }
  const profileImage = await checkProfileImage(viewer, input.profileImageUrl);
  const backgroundVideoUrl = await checkBackgroundVideo(viewer, input.backgroundVideoUrl);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const updated = await db.user
    .update({
      where: { id: viewer.id },
      data: {
        username: input.username,
        firstName: input.firstName,
        lastName: input.lastName,
        bio: input.bio,
        pronouns: input.pronouns,
        pronounsVisibility: input.pronounsVisibility,
        identityLine: input.identityLine,
        identityVisibility: input.identityVisibility,
        email: deferEmail ? undefined : input.email,
        ...profileImage,
        backgroundVideoUrl,
        isPrivate: input.isPrivate,
        discoverable: input.discoverable,
        ...(passwordHash ? { passwordHash, sessionVersion: { increment: 1 } } : {}),
      },
      select: sessionUserSelect,
    })
    .catch((error: unknown) => {
      throw conflictFor(error) ?? error;
    });
  // a new password ends every older session, their live streams included (on every instance), and
  // this instance's cached copy of the row (revokeLive forgets it); any other edit forgets the copy here
  // (the other devices leave the member's list; this one stays, its token re-issued by the route)
  if (passwordHash) {
    await db.session.deleteMany({ where: { userId: viewer.id, id: { not: viewer.sessionId } } });
    await revokeLive(viewer.id, updated.sessionVersion);
    // the same notice a reset sends: someone who took over a signed-in device learns nothing, the owner does
    await queueAccountMail(viewer.id, "password_changed");
  } else forgetSession(viewer.id);
  // only once the account is public (committed above): a failed update accepts nothing
  if (input.isPrivate === false) await acceptPendingRequests(viewer.id);
  return updated;
}

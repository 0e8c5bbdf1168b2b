import "server-only";
import { notFound } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import { createSessionToken, forgetSession, forgetSessionRow, SESSION_MAX_AGE, sessionCookie, type SessionUser } from "@/lib/data/session";
import { endLiveSessions } from "@/lib/data/realtime/hub";
import { deviceCookie, deviceLabel, deviceOf } from "@/lib/domain/auth/device";
import { queueAccountMail } from "@/lib/domain/mail/queue";

// Signed-in devices: one Session row per sign-in (docs/decisions/accounts.md, "Signed-in devices").

/** How many device cookies a member's account remembers (the newest). */
export const KNOWN_DEVICES_MAX = 20;

export type SessionItem = { id: string; current: boolean; createdAt: Date; lastSeenAt: Date; device: string };

/**
 * Starts a session for a member who proved who they are (password, and the second factor when on):
 * a Session row named after the browser, a token naming it, and the Set-Cookie values (session and
 * device cookie). A sign-in from a browser whose device cookie this member never signed in from
 * queues a new-device notice, unless it is the member's first sign-in with devices remembered.
 */
export async function startSession(user: { id: string; sessionVersion: number }, req: Request) {
  const device = deviceOf(req);
  const label = deviceLabel(req.headers.get("user-agent"));
  const { sessionId, newDevice } = await db.$transaction(async (tx) => {
    const { knownDevices } = await tx.user.findUniqueOrThrow({ where: { id: user.id }, select: { knownDevices: true } });
    const known = knownDevices.includes(device.key);
    if (knownDevices[0] !== device.key) {
      const newest = [device.key, ...knownDevices.filter((key) => key !== device.key)].slice(0, KNOWN_DEVICES_MAX);
      await tx.user.update({ where: { id: user.id }, data: { knownDevices: newest } });
    }
    // sessions whose token has expired are gone for good: their rows go at the next sign-in
    await tx.session.deleteMany({ where: { userId: user.id, createdAt: { lt: new Date(Date.now() - SESSION_MAX_AGE * 1000) } } });
    const row = await tx.session.create({ data: { userId: user.id, device: label, deviceKey: device.key }, select: { id: true } });
    return { sessionId: row.id, newDevice: !known && knownDevices.length > 0 };
  });
  // after the commit, so the sender is nudged at once
  if (newDevice) await queueAccountMail(user.id, "new_device", { values: { device: label } });
  const token = await createSessionToken(user, sessionId);
  forgetSession(user.id); // the new session starts from the row just written, not from an older copy
  return { token, sessionId, cookies: [sessionCookie(token), deviceCookie(device.value)] };
}

/** The viewer's signed-in devices, newest first; `current` marks this browser's. */
export async function listSessions(viewer: SessionUser): Promise<SessionItem[]> {
  const rows = await db.session.findMany({
    where: { userId: viewer.id, createdAt: { gte: new Date(Date.now() - SESSION_MAX_AGE * 1000) } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, createdAt: true, lastSeenAt: true, device: true },
    take: 100,
  });
  return rows.map((row) => ({ id: row.id, current: row.id === viewer.sessionId, createdAt: row.createdAt, lastSeenAt: row.lastSeenAt, device: row.device }));
}

/** Signs one of the viewer's devices out (404 for anyone else's or an unknown id), on every instance within the session cache window. */
export async function endSession(viewer: SessionUser, sessionId: string) {
  const { count } = await db.session.deleteMany({ where: { id: sessionId, userId: viewer.id } });
  if (count === 0) throw notFound();
  forgetSessionRow(sessionId);
  await endLiveSessions(viewer.id, [sessionId]);
}

/** Signs every other device of the viewer out; this one stays signed in. */
export async function endOtherSessions(viewer: SessionUser): Promise<number> {
  const others = await db.session.findMany({ where: { userId: viewer.id, id: { not: viewer.sessionId } }, select: { id: true } });
  const ids = others.map((row) => row.id);
  if (ids.length === 0) return 0;
  const { count } = await db.session.deleteMany({ where: { userId: viewer.id, id: { in: ids } } });
  for (const id of ids) forgetSessionRow(id);
  await endLiveSessions(viewer.id, ids);
  return count;
}

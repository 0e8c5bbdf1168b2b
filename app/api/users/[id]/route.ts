import { readJson } from "@/lib/server/http/body";
import { withUser } from "@/lib/server/http/handler";
import { json } from "@/lib/server/http/respond";
import { clearedSessionCookie, createSessionToken, sessionCookie } from "@/lib/data/session";
import { deleteAccount } from "@/lib/domain/users/delete-account";
import { getProfile } from "@/lib/domain/users/get-profile";
import { emailChangeWaits, updateProfile } from "@/lib/domain/users/update-profile";
import { pendingEmailOf } from "@/lib/domain/users/account-status";
import { linkOrigin } from "@/lib/domain/auth/account-link";
import { requestEmailChange } from "@/lib/domain/auth/email-change";
import { deleteAccountBodySchema, updateUserBodySchema } from "@/lib/contract/users/schemas";

// GET /api/users/{id}: a member's profile with counts and the viewer's follow state
export const GET = withUser<{ id: string }>(({ params, user }) => getProfile(user, params.id));

// PUT /api/users/{id}: edit one's own profile (a new password ends other sessions, keeps this one; with mail on a new address waits for its link)
export const PUT = withUser<{ id: string }>(async ({ req, params, user }) => {
  const body = await readJson(req, updateUserBodySchema);
  // with mail on, a new address waits for the link mailed to it (its origin checked before anything is saved)
  const origin = emailChangeWaits(user, body) ? linkOrigin(req) : null;
  const updated = await updateProfile(user, params.id, body);
  if (origin && body.email) await requestEmailChange(user, body.email, origin);
  const profile = { ...(await getProfile(user, updated.id)), pendingEmail: await pendingEmailOf(updated.id) };
  if (updated.sessionVersion === user.sessionVersion) return profile;
  const token = await createSessionToken(updated, user.sessionId);
  return json(profile, { headers: { "set-cookie": sessionCookie(token) } });
});

// DELETE /api/users/{id}: delete one's own account, confirmed by the password (204, session cookie cleared)
export const DELETE = withUser<{ id: string }>(async ({ req, params, user }) => {
  const { password } = await readJson(req, deleteAccountBodySchema);
  await deleteAccount(user, params.id, password);
  return new Response(null, { status: 204, headers: { "set-cookie": clearedSessionCookie(), "cache-control": "no-store" } });
});

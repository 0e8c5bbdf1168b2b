import { withUser } from "@/lib/server/http/handler";
import { toPublicUser } from "@/lib/domain/users/user-response";
import { pendingEmailOf } from "@/lib/domain/users/account-status";

// GET /api/auth/user: the signed-in user, with their account's state (emailConfirmed, pendingEmail, twoFactorEnabled)
export const GET = withUser(async ({ user }) => ({
  ...toPublicUser(user, user),
  emailConfirmed: user.emailConfirmed,
  pendingEmail: await pendingEmailOf(user.id),
  twoFactorEnabled: user.twoFactorEnabled,
}));

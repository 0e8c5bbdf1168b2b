import "server-only";
import { getEnv } from "@/lib/core/env";
import type { SessionUser } from "@/lib/data/session";

/**
 * With NIJI_ADMIN_2FA=required an admin without two-factor sign-in may not use the admin tools yet:
 * every admin endpoint answers 403 two_factor_required (lib/server/http/handler.ts), the admin pages
 * say how to turn it on, and their admin powers elsewhere are off meanwhile.
 */
export function adminNeedsTwoFactor(user: SessionUser): boolean {
  return user.isAdmin && !user.twoFactorEnabled && getEnv().NIJI_ADMIN_2FA === "required";
}

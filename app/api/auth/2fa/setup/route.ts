import { withUser } from "@/lib/server/http/handler";
import { setupTwoFactor } from "@/lib/domain/auth/two-factor";

// POST /api/auth/2fa/setup: a new secret and its otpauth:// address for the QR code (2FA stays off until /enable)
export const POST = withUser(({ user }) => setupTwoFactor(user), { throttle: "credentials" });

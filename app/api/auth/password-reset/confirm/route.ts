import { readJson } from "@/lib/server/http/body";
import { withPublic } from "@/lib/server/http/handler";
import { clientIp } from "@/lib/core/net/client-ip";
import { confirmPasswordReset } from "@/lib/domain/auth/password-reset";
import { passwordResetConfirmBodySchema } from "@/lib/contract/auth/schemas";

// POST /api/auth/password-reset/confirm: set a new password from a reset link and end every session; 400 invalid_token when the link is not valid
export const POST = withPublic(async ({ req }) => {
  const { token, password } = await readJson(req, passwordResetConfirmBodySchema);
  await confirmPasswordReset(token, password, clientIp(req));
  return { reset: true };
});

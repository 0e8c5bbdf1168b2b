import { readJson } from "@/lib/server/http/body";
import { withPublic } from "@/lib/server/http/handler";
import { json } from "@/lib/server/http/respond";
import { clientIp } from "@/lib/core/net/client-ip";
import { linkOrigin } from "@/lib/domain/auth/account-link";
import { requestPasswordReset } from "@/lib/domain/auth/password-reset";
import { accountEmailBodySchema } from "@/lib/contract/auth/schemas";

// POST /api/auth/password-reset: mail a reset link (1 h) if the address has an account; 202 whatever the address
export const POST = withPublic(async ({ req }) => {
  const { email } = await readJson(req, accountEmailBodySchema);
  await requestPasswordReset(email, clientIp(req), linkOrigin(req));
  return json({ queued: true }, 202);
});

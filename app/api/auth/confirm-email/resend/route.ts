import { readJson } from "@/lib/server/http/body";
import { withPublic } from "@/lib/server/http/handler";
import { json } from "@/lib/server/http/respond";
import { clientIp } from "@/lib/core/net/client-ip";
import { linkOrigin } from "@/lib/domain/auth/account-link";
import { resendConfirmation } from "@/lib/domain/auth/confirm-email";
import { accountEmailBodySchema } from "@/lib/contract/auth/schemas";

// POST /api/auth/confirm-email/resend: a new confirmation link if the address awaits one; 202 whatever the address
export const POST = withPublic(async ({ req }) => {
  const { email } = await readJson(req, accountEmailBodySchema);
  await resendConfirmation(email, clientIp(req), linkOrigin(req));
  return json({ queued: true }, 202);
});

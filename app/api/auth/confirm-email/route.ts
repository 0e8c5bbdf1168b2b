import { readJson } from "@/lib/server/http/body";
import { withPublic } from "@/lib/server/http/handler";
import { clientIp } from "@/lib/core/net/client-ip";
import { confirmEmail } from "@/lib/domain/auth/confirm-email";
import { confirmEmailBodySchema } from "@/lib/contract/auth/schemas";

// POST /api/auth/confirm-email: follow a confirmation link (a sign-up's, or an address change's); 400 invalid_token when it is not valid
export const POST = withPublic(async ({ req }) => {
  const { token } = await readJson(req, confirmEmailBodySchema);
  await confirmEmail(token, clientIp(req));
  return { confirmed: true };
});

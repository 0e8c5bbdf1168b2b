import { readJson } from "@/lib/api/body";
import { withPublic } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { clientIp } from "@/lib/net/client-ip";
import { signup } from "@/lib/services/auth/signup";
import { signupBodySchema } from "@/lib/validations/auth";

// POST /api/auth/signup: create an account (the client then signs in)
export const POST = withPublic(async ({ req }) => {
  const body = await readJson(req, signupBodySchema);
  const user = await signup(body, clientIp(req));
  return json({ user }, 201);
});

import { readJson } from "@/lib/server/http/body";
import { withUser } from "@/lib/server/http/handler";
import { json } from "@/lib/server/http/respond";
import { errorBody } from "@/lib/core/errors";
import { clearedSessionCookie } from "@/lib/data/session";
import { WRONG_PIN, type WrongPinReply } from "@/lib/contract/discreet/types";
import { verifyPin } from "@/lib/domain/discreet/verify-pin";
import { verifyPinBodySchema } from "@/lib/contract/discreet/schemas";

// POST /api/users/{id}/pin/verify: unlock with the PIN (204); a wrong one answers 401 with the tries
// left, and the fifth ends every session and clears the cookie
export const POST = withUser<{ id: string }>(
  async ({ req, params, user }) => {
    const result = await verifyPin(user, params.id, await readJson(req, verifyPinBodySchema));
    if (result.ok) return undefined;
    const body: WrongPinReply = { ...errorBody("unauthorized", WRONG_PIN), triesLeft: result.triesLeft };
    const headers: Record<string, string> = { "cache-control": "no-store" };
    if (result.signedOut) headers["set-cookie"] = clearedSessionCookie();
    return json(body, { status: 401, headers });
  },
  { throttle: "pin" },
);

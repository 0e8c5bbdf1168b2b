import { readJson } from "@/lib/server/http/body";
import { withUser } from "@/lib/server/http/handler";
import { removePin } from "@/lib/domain/discreet/remove-pin";
import { setPin } from "@/lib/domain/discreet/set-pin";
import { removePinBodySchema, setPinBodySchema } from "@/lib/contract/discreet/schemas";

// PUT /api/users/{id}/pin: set the lock PIN, confirmed by the account password (answers the settings; throttled as a credential change)
export const PUT = withUser<{ id: string }>(async ({ req, params, user }) => setPin(user, params.id, await readJson(req, setPinBodySchema)));

// DELETE /api/users/{id}/pin: remove the lock PIN, confirmed by the account password (answers the settings; throttled as a credential change)
export const DELETE = withUser<{ id: string }>(async ({ req, params, user }) => removePin(user, params.id, await readJson(req, removePinBodySchema)));

import { readJson } from "@/lib/server/http/body";
import { withUser } from "@/lib/server/http/handler";
import { getMessageSettings, updateMessageSettings } from "@/lib/domain/messages/message-settings";
import { messageSettingsBodySchema } from "@/lib/contract/messages/schemas";

// GET /api/users/[id]/message-settings: read receipts and requests (own account only)
export const GET = withUser<{ id: string }>(({ params, user }) => getMessageSettings(user, params.id));

// PUT /api/users/[id]/message-settings { readReceipts?, allowMessageRequests? }
export const PUT = withUser<{ id: string }>(async ({ req, params, user }) => {
  const body = await readJson(req, messageSettingsBodySchema);
  return updateMessageSettings(user, params.id, body);
});

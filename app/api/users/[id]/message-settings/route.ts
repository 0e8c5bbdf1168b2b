import { readJson } from "@/lib/api/body";
import { withUser } from "@/lib/api/handler";
import { getMessageSettings, updateMessageSettings } from "@/lib/services/messages/message-settings";
import { messageSettingsBodySchema } from "@/lib/validations/messages";

// GET /api/users/[id]/message-settings: read receipts and requests (own account only)
export const GET = withUser<{ id: string }>(({ params, user }) => getMessageSettings(user, params.id));

// PUT /api/users/[id]/message-settings { readReceipts?, allowMessageRequests? }
export const PUT = withUser<{ id: string }>(async ({ req, params, user }) => {
  const body = await readJson(req, messageSettingsBodySchema);
  return updateMessageSettings(user, params.id, body);
});

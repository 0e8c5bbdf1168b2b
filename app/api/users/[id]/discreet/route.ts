import { readJson } from "@/lib/server/http/body";
import { withUser } from "@/lib/server/http/handler";
import { getDiscreetSettings } from "@/lib/domain/discreet/get-discreet-settings";
import { updateDiscreetSettings } from "@/lib/domain/discreet/update-discreet-settings";
import { updateDiscreetBodySchema } from "@/lib/contract/discreet/schemas";

// GET /api/users/{id}/discreet: one's own discreet-mode settings
export const GET = withUser<{ id: string }>(({ params, user }) => getDiscreetSettings(user, params.id));

// PUT /api/users/{id}/discreet: turn discreet mode on or off, set the exit site and the lock delay
export const PUT = withUser<{ id: string }>(async ({ req, params, user }) => {
  const body = await readJson(req, updateDiscreetBodySchema);
  return updateDiscreetSettings(user, params.id, body);
});

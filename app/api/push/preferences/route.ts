import { readJson } from "@/lib/server/http/body";
import { withUser } from "@/lib/server/http/handler";
import { getPushPreferences, updatePushPreferences } from "@/lib/domain/push/preferences";
import { updatePushPreferencesBodySchema } from "@/lib/contract/push/schemas";

// GET /api/push/preferences: the switch per kind, hide previews, quiet hours, subscribed devices
export const GET = withUser(({ user }) => getPushPreferences(user));

// PUT /api/push/preferences: save them all
export const PUT = withUser(async ({ req, user }) => updatePushPreferences(user, await readJson(req, updatePushPreferencesBodySchema)), { throttle: "push" });

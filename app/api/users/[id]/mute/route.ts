import { readJson } from "@/lib/server/http/body";
import { withUser } from "@/lib/server/http/handler";
import { toggleMute } from "@/lib/domain/safety/toggle-mute";
import { muteUserBodySchema } from "@/lib/contract/safety/schemas";

// POST /api/users/{id}/mute { durationSeconds?: n | null }: mute (null/absent = until unmuted) or unmute (toggle); returns { muted, until }
export const POST = withUser<{ id: string }>(async ({ req, params, user }) => {
  // the body is optional: a bodiless POST mutes until unmuted
  const hasBody = req.headers.has("content-type") || Number(req.headers.get("content-length") ?? "0") > 0;
  const body = hasBody ? await readJson(req, muteUserBodySchema) : {};
  return toggleMute(user, params.id, body.durationSeconds ?? null);
});

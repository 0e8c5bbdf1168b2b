import { readJson } from "@/lib/server/http/body";
import { withUser } from "@/lib/server/http/handler";
import { markNotificationsRead } from "@/lib/domain/notifications/mark-read";
import { markNotificationsReadBodySchema } from "@/lib/contract/notifications/schemas";

// POST /api/notifications/read { ids: [...] } | { all: true }: marks the caller's own notices read
export const POST = withUser(async ({ req, user }) => {
  const body = await readJson(req, markNotificationsReadBodySchema);
  return markNotificationsRead(user, body);
});

import { readJson } from "@/lib/api/body";
import { withUser } from "@/lib/api/handler";
import { markNotificationsRead } from "@/lib/services/notifications/mark-read";
import { markNotificationsReadBodySchema } from "@/lib/validations/notifications";

// POST /api/notifications/read { ids: [...] } | { all: true }: marks the caller's own notices read
export const POST = withUser(async ({ req, user }) => {
  const body = await readJson(req, markNotificationsReadBodySchema);
  return markNotificationsRead(user, body);
});

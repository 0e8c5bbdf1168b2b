import { withUser } from "@/lib/server/http/handler";
import { json } from "@/lib/server/http/respond";
import { queueTestPush } from "@/lib/domain/push/queue";

// POST /api/push/test: send a test push to one's own devices (202: it leaves with the next sender round)
export const POST = withUser(
  async ({ user }) => {
    await queueTestPush(user);
    return json({ queued: true }, 202);
  },
  { throttle: "pushTest" },
);

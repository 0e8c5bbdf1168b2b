import { withUser } from "@/lib/api/handler";
import { liveStreamResponse } from "@/lib/realtime/sse";
import { countUnread } from "@/lib/services/messages/unread-count";

export const dynamic = "force-dynamic";

// GET /api/messages/stream: the signed-in member's live events (Server-Sent Events)
export const GET = withUser(({ req, user }) =>
  liveStreamResponse(req, user, async () => ({ type: "unread", counts: await countUnread(user) })),
);

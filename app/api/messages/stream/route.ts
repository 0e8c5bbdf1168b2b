import { withUser } from "@/lib/server/http/handler";
import { liveStreamResponse } from "@/lib/server/sse";
import { countUnread } from "@/lib/domain/messages/unread-count";

export const dynamic = "force-dynamic";

// GET /api/messages/stream: the signed-in member's live events (Server-Sent Events)
export const GET = withUser(({ req, user }) =>
  liveStreamResponse(req, user, async () => ({ type: "unread", counts: await countUnread(user) })),
);

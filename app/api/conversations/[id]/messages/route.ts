import { readJson, readQuery } from "@/lib/server/http/body";
import { withUser } from "@/lib/server/http/handler";
import { pageResponse } from "@/lib/server/http/page-response";
import { json } from "@/lib/server/http/respond";
import { listMessages } from "@/lib/domain/messages/list-messages";
import { sendMessage } from "@/lib/domain/messages/send-message";
import { messageListQuerySchema, sendMessageBodySchema } from "@/lib/contract/messages/schemas";

// GET /api/conversations/[id]/messages?cursor=: newest page first, oldest first within a page
export const GET = withUser<{ id: string }>(async ({ req, params, user }) => {
  const query = readQuery(req, messageListQuerySchema);
  const page = await listMessages(user, params.id, query.cursor);
  return pageResponse(page.items, page.nextCursor);
});

// POST /api/conversations/[id]/messages { content?, mediaUrl?, altText? }: send a message
export const POST = withUser<{ id: string }>(async ({ req, params, user }) => {
  const body = await readJson(req, sendMessageBodySchema);
  return json(await sendMessage(user, params.id, body), 201);
}, { throttle: "message" });

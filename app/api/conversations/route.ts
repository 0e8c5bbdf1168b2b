import { readJson, readQuery } from "@/lib/server/http/body";
import { withUser } from "@/lib/server/http/handler";
import { pageResponse } from "@/lib/server/http/page-response";
import { json } from "@/lib/server/http/respond";
import { listConversations } from "@/lib/domain/messages/list-conversations";
import { startConversation } from "@/lib/domain/messages/start-conversation";
import { conversationListQuerySchema, createConversationBodySchema } from "@/lib/contract/messages/schemas";

// GET /api/conversations?folder=inbox|requests|hidden&cursor=: the viewer's conversations, newest activity first (hidden: requests that matched their hidden words)
export const GET = withUser(async ({ req, user }) => {
  const query = readQuery(req, conversationListQuerySchema);
  const page = await listConversations(user, query.folder, query.cursor);
  return pageResponse(page.items, page.nextCursor);
});

// POST /api/conversations { userId }: the conversation with a member (201 new, 200 existing)
export const POST = withUser(async ({ req, user }) => {
  const body = await readJson(req, createConversationBodySchema);
  const { conversation, created } = await startConversation(user, body.userId);
  return json(conversation, created ? 201 : 200);
});

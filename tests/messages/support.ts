import * as conversationRoutes from "@/app/api/conversations/route";
import * as conversationRoute from "@/app/api/conversations/[id]/route";
import * as messagesRoute from "@/app/api/conversations/[id]/messages/route";
import * as acceptRoute from "@/app/api/conversations/[id]/accept/route";
import * as readRoute from "@/app/api/conversations/[id]/read/route";
import * as unreadRoute from "@/app/api/conversations/unread-count/route";
import * as messageRoute from "@/app/api/messages/[id]/route";
import * as streamRoute from "@/app/api/messages/stream/route";
import * as settingsRoute from "@/app/api/users/[id]/message-settings/route";
import { call, type CallOptions, type Handler, type TestUser } from "@/tests/support/http";

// Calls of the messages API for the tests in this folder.
const h = (fn: unknown) => fn as Handler;
type Who = TestUser | null;

export const start = (who: Who, userId: unknown) => call(h(conversationRoutes.POST), "/api/conversations", { cookie: who?.cookie, body: { userId } });
export const list = (who: Who, query: Record<string, string> = {}) => call(h(conversationRoutes.GET), "/api/conversations", { cookie: who?.cookie, query });
export const open = (who: Who, id: string) => call(h(conversationRoute.GET), `/api/conversations/${id}`, { cookie: who?.cookie, params: { id } });
export const clear = (who: Who, id: string) => call(h(conversationRoute.DELETE), `/api/conversations/${id}`, { method: "DELETE", cookie: who?.cookie, params: { id } });
export const messages = (who: Who, id: string, query: Record<string, string> = {}) =>
  call(h(messagesRoute.GET), `/api/conversations/${id}/messages`, { cookie: who?.cookie, params: { id }, query });
export const send = (who: Who, id: string, body: unknown, options: Pick<CallOptions, "rawBody" | "headers"> = {}) =>
  call(h(messagesRoute.POST), `/api/conversations/${id}/messages`, { cookie: who?.cookie, params: { id }, ...(options.rawBody ? { method: "POST", ...options } : { body }) });
export const accept = (who: Who, id: string) => call(h(acceptRoute.POST), `/api/conversations/${id}/accept`, { method: "POST", cookie: who?.cookie, params: { id } });
export const read = (who: Who, id: string) => call(h(readRoute.POST), `/api/conversations/${id}/read`, { method: "POST", cookie: who?.cookie, params: { id } });
export const unread = (who: Who) => call(h(unreadRoute.GET), "/api/conversations/unread-count", { cookie: who?.cookie });
export const removeMessage = (who: Who, id: string) => call(h(messageRoute.DELETE), `/api/messages/${id}`, { method: "DELETE", cookie: who?.cookie, params: { id } });
export const settings = (who: Who, id: string, body?: unknown) =>
  call(h(body === undefined ? settingsRoute.GET : settingsRoute.PUT), `/api/users/${id}/message-settings`, { cookie: who?.cookie, params: { id }, ...(body === undefined ? {} : { method: "PUT", body }) });
export const streamHandler = h(streamRoute.GET);

import { POST as readRoute } from "@/app/api/notifications/read/route";
import { GET as listRoute } from "@/app/api/notifications/route";
import { GET as unreadRoute } from "@/app/api/notifications/unread-count/route";
import type { Notification } from "@/lib/contract/notifications/types";
import { call, type CallOptions, type Handler, type TestUser } from "@/tests/support/http";

// Calls of the notifications endpoints, as one member makes them.
const h = (handler: unknown) => handler as Handler;

export const list = (viewer: TestUser | null, query: Record<string, string> = {}) =>
  call(h(listRoute), "/api/notifications", { cookie: viewer?.cookie, query });
export const unread = (viewer: TestUser | null) => call(h(unreadRoute), "/api/notifications/unread-count", { cookie: viewer?.cookie });
export const markRead = (viewer: TestUser | null, options: Pick<CallOptions, "body" | "rawBody" | "headers">) =>
  call(h(readRoute), "/api/notifications/read", { method: "POST", cookie: viewer?.cookie, ...options });

/** Every item of the member's list, following the cursor to the end. */
export async function allItems(viewer: TestUser): Promise<Notification[]> {
  const items: Notification[] = [];
  let cursor: string | null = null;
  do {
    const res = await list(viewer, cursor ? { cursor } : {});
    if (res.status !== 200) throw new Error(`list failed: ${res.status} ${JSON.stringify(res.data)}`);
    items.push(...res.data.notifications);
    cursor = res.data.nextCursor;
  } while (cursor);
  return items;
}

/** "type:actor usernames" of each item, newest first: what the screen would say, in short. */
export async function summary(viewer: TestUser): Promise<string[]> {
  return (await allItems(viewer)).map((n) => `${n.type}:${n.actors.map((a) => a.username).join(",")}${n.actorCount > n.actors.length ? `+${n.actorCount - n.actors.length}` : ""}`);
}

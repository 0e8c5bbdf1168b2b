import { GET as candidatesRoute } from "@/app/api/close-friends/candidates/route";
import { DELETE as removeRoute, PUT as addRoute } from "@/app/api/close-friends/[userId]/route";
import { GET as listRoute } from "@/app/api/close-friends/route";
import type { PostAudience } from "@/lib/contract/audience/types";
import { db } from "@/lib/data/db";
import { seedPost } from "@/tests/posts/support";
import { call, type Handler, type TestUser } from "@/tests/support/http";

// Calls of the Close Friends endpoints and audience seeds, shared by the audience tests.
const h = (handler: unknown) => handler as Handler;

export const closeFriends = (viewer: TestUser | null, query: Record<string, string> = {}) => call(h(listRoute), "/api/close-friends", { cookie: viewer?.cookie, query });
export const candidates = (viewer: TestUser | null, query: Record<string, string> = {}) => call(h(candidatesRoute), "/api/close-friends/candidates", { cookie: viewer?.cookie, query });
export const addCloseFriend = (viewer: TestUser | null, userId: string) =>
  call(h(addRoute), `/api/close-friends/${userId}`, { method: "PUT", cookie: viewer?.cookie, params: { userId } });
export const removeCloseFriend = (viewer: TestUser | null, userId: string) =>
  call(h(removeRoute), `/api/close-friends/${userId}`, { method: "DELETE", cookie: viewer?.cookie, params: { userId } });

/** A post by `authorId` shared with `audience`. */
export async function seedAudiencePost(authorId: string, audience: PostAudience, caption = `${audience} post`) {
  const post = await seedPost(authorId, { caption });
  await db.post.update({ where: { id: post.id }, data: { audience } });
  return post.id;
}

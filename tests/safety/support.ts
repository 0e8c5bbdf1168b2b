import { GET as blocksRoute } from "@/app/api/blocks/route";
import { GET as mutesRoute } from "@/app/api/mutes/route";
import { POST as blockRoute } from "@/app/api/users/[id]/block/route";
import { POST as muteRoute } from "@/app/api/users/[id]/mute/route";
import { call, type CallOptions, type Handler, type TestUser } from "@/tests/support/http";

// Calls of the block and mute endpoints, shared by the safety tests.
export const blockHandler = blockRoute as Handler;
export const muteHandler = muteRoute as Handler;
export const blocksHandler = blocksRoute as Handler;
export const mutesHandler = mutesRoute as Handler;

export const block = (viewer: TestUser | null, id: string) =>
  call(blockHandler, `/api/users/${id}/block`, { method: "POST", cookie: viewer?.cookie, params: { id } });

export const mute = (viewer: TestUser | null, id: string, options: Pick<CallOptions, "body" | "rawBody" | "headers"> = {}) =>
  call(muteHandler, `/api/users/${id}/mute`, { method: "POST", cookie: viewer?.cookie, params: { id }, ...options });

export const blocks = (viewer: TestUser | null, query: Record<string, string> = {}) => call(blocksHandler, "/api/blocks", { cookie: viewer?.cookie, query });
export const mutes = (viewer: TestUser | null, query: Record<string, string> = {}) => call(mutesHandler, "/api/mutes", { cookie: viewer?.cookie, query });

export const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

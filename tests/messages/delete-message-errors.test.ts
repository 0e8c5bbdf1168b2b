import { afterEach, describe, expect, it, vi } from "vitest";
import { db, getDb } from "@/lib/data/db";
import { createUser } from "@/tests/support/http";
import { removeMessage, send, start } from "./support";

// Deleting a message answers 404 only when the message or its conversation is missing or hidden
// (issue #28 review): a database failure while reading the conversation is not a "not found".
afterEach(() => vi.restoreAllMocks());

describe("DELETE /api/messages/{id} when the database fails", () => {
  it("a failed conversation read is an error, never a 404, and the message stays", async () => {
    const [x, y] = await Promise.all([createUser({ firstName: "Xan" }), createUser({ firstName: "Yua" })]);
    const conversationId = (await start(x, y.id)).data.id as string;
    const sent = await send(x, conversationId, { content: "hello" });
    expect(sent.status).toBe(201);

    const client = getDb();
    const queryRaw = client.$queryRaw.bind(client) as (...args: unknown[]) => unknown;
    // only the membership read (findMembership) fails, as a statement cancelled by its timeout would
    vi.spyOn(client, "$queryRaw").mockImplementation(((strings: TemplateStringsArray, ...values: unknown[]) => {
      if (Array.isArray(strings) && strings.join("").includes(`AS "otherAllowsRequests"`)) return Promise.reject(new Error("canceling statement due to statement timeout"));
      return queryRaw(strings, ...values);
    }) as typeof client.$queryRaw);

    const res = await removeMessage(x, sent.data.id as string);
    expect(res.status).not.toBe(404);
    expect(res.status).toBeGreaterThanOrEqual(500);
    vi.restoreAllMocks();
    expect(await db.message.findUnique({ where: { id: sent.data.id as string }, select: { id: true } })).not.toBeNull();
  });
});

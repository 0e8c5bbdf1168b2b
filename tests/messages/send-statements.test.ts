import { describe, expect, it } from "vitest";
import { db } from "@/lib/data/db";
import { onRawStatement } from "@/lib/data/db/raw";
import { follow } from "@/tests/stories/helpers";
import { createUser } from "@/tests/support/http";
import { send, start } from "./support";

process.env.NIJI_DB_QUERY_EVENTS = "1";

// A message's send (issue #34, live messages at 500 streams): the message, both members' sides and the
// conversation are written by one statement, with no transaction round trips around it, and it also
// reads the recipient's mute (the live event's `notify`), so the live events go out right after it;
// the recipient's unread count and the push queue follow.
describe("statements of a message send", () => {
  it("the membership check, one write, then the unread count and the push queue", async () => {
    const [a, b] = await Promise.all([createUser(), createUser()]);
    await follow(b.id, a.id);
    const id = (await start(a, b.id)).data.id as string;
    await send(a, id, { content: "warm" });
    // every statement, transaction control too (tests/support/statements.ts leaves that out)
    const all: string[] = [];
    db.$on("query", (e) => all.push(e.query.trim()));
    const stop = onRawStatement((text) => all.push(text.trim()));
    const sent = await send(a, id, { content: "second" });
    stop();
    expect(sent.status).toBe(201);
    expect(all.filter((q) => /^(BEGIN|COMMIT|ROLLBACK)/i.test(q))).toEqual([]);
    // the session's row and the live transport's NOTIFY aside
    const work = all.filter((q) => !q.includes('"sessionVersion"') && !q.includes("pg_notify"));
    const writes = work.filter((q) => /^(WITH|INSERT|UPDATE)/.test(q) && !q.includes('"PushDelivery"'));
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/INSERT INTO "Message"[\s\S]*UPDATE "ConversationMember"[\s\S]*UPDATE "ConversationMember"[\s\S]*UPDATE "Conversation"[\s\S]*"Mute"/);
    expect(work).toHaveLength(4);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { block, mute } from "@/tests/safety/support";
import { follow } from "@/tests/stories/helpers";
import { createUser, type TestUser } from "@/tests/support/http";
import { accept, clear, list, messages, open, read, removeMessage, send, settings, start, unread } from "./support";

let a: TestUser;
let b: TestUser;
let c: TestUser;

beforeAll(async () => {
  [a, b, c] = await Promise.all([createUser({ firstName: "Ami" }), createUser({ firstName: "Ben" }), createUser({ firstName: "Cai" })]);
});

describe("conversations between two members", () => {
  it("a request reaches B's requests, both read and write, a third member and anonymous are refused", async () => {
    const started = await start(a, b.id);
    expect(started.status).toBe(201);
    const id = started.data.id as string;
    expect((await start(a, b.id)).status).toBe(200);
    expect((await start(a, b.id)).data.id).toBe(id);
    // no message yet: in no list
    expect((await list(a)).data).toEqual([]);

    const sent = await send(a, id, { content: "  hello B  " });
    expect(sent.status).toBe(201);
    expect(sent.data.content).toBe("hello B");
    expect((await list(b)).data).toEqual([]);
    const requests = await list(b, { folder: "requests" });
    expect(requests.data.map((r: { id: string }) => r.id)).toEqual([id]);
    expect(requests.data[0].unreadCount).toBe(1);
    expect((await list(a)).data[0].pendingForOther).toBe(true);
    expect((await unread(b)).data).toEqual({ inbox: 0, requests: 1 });

    // a reply accepts the request
    expect((await send(b, id, { content: "hi A" })).status).toBe(201);
    expect((await list(b)).data.map((r: { id: string }) => r.id)).toEqual([id]);
    const thread = await messages(a, id);
    expect(thread.data.map((m: { content: string }) => m.content)).toEqual(["hello B", "hi A"]);

    for (const path of [() => open(c, id), () => messages(c, id), () => send(c, id, { content: "x" }), () => read(c, id), () => accept(c, id), () => clear(c, id)]) {
      expect((await path()).status).toBe(404);
    }
    expect((await open(null, id)).status).toBe(401);
    expect((await messages(null, id)).status).toBe(401);
    expect((await removeMessage(c, sent.data.id)).status).toBe(404);
    expect((await removeMessage(b, sent.data.id)).status).toBe(403);
  });

  it("a block ends access both ways and an unblock brings it back", async () => {
    const x = await createUser();
    const y = await createUser();
    const id = (await start(x, y.id)).data.id;
    await send(x, id, { content: "before" });
    expect((await block(y, x.id)).status).toBe(200);
    for (const who of [x, y]) {
      expect((await open(who, id)).status).toBe(404);
      expect((await messages(who, id)).status).toBe(404);
      expect((await send(who, id, { content: "after" })).status).toBe(404);
      expect((await list(who)).data).toEqual([]);
      expect((await list(who, { folder: "requests" })).data).toEqual([]);
    }
    expect((await start(x, y.id)).status).toBe(404);
    expect((await start(y, x.id)).status).toBe(404);
    expect((await block(y, x.id)).status).toBe(200); // toggles off
    expect((await open(x, id)).status).toBe(200);
  });

  it("requests off: 403 message_requests_off unless B follows A; accept moves it to the inbox", async () => {
    const x = await createUser();
    const y = await createUser();
    expect((await settings(y, y.id, { allowMessageRequests: false })).data).toEqual({ readReceipts: false, allowMessageRequests: false });
    expect((await settings(x, y.id)).status).toBe(403);
    const refused = await start(x, y.id);
    expect(refused.status).toBe(403);
    expect(refused.data.code).toBe("message_requests_off");
    await follow(y.id, x.id);
    const ok = await start(x, y.id);
    expect(ok.status).toBe(201);
    await send(x, ok.data.id, { content: "hi" });
    expect((await list(y)).data.map((r: { id: string }) => r.id)).toEqual([ok.data.id]);

    const z = await createUser();
    const req = (await start(z, x.id)).data.id;
    await send(z, req, { content: "hey" });
    const accepted = await accept(x, req);
    expect(accepted.status).toBe(200);
    expect(accepted.data.folder).toBe("inbox");
    expect((await accept(x, req)).status).toBe(200);
  });

  it("delete message (sender only) and delete for me", async () => {
    const x = await createUser();
    const y = await createUser();
    await follow(y.id, x.id);
    const id = (await start(x, y.id)).data.id;
    const m1 = (await send(x, id, { content: "one" })).data;
    await send(x, id, { content: "two" });
    expect((await removeMessage(x, m1.id)).status).toBe(204);
    expect((await messages(y, id)).data.map((m: { content: string }) => m.content)).toEqual(["two"]);
    expect((await clear(y, id)).status).toBe(204);
    expect((await list(y)).data).toEqual([]);
    expect((await messages(y, id)).data).toEqual([]);
    expect((await list(x)).data).toHaveLength(1); // the other member is not told
    await send(x, id, { content: "three" });
    expect((await list(y)).data).toHaveLength(1);
    expect((await messages(y, id)).data.map((m: { content: string }) => m.content)).toEqual(["three"]);
  });

  it("a muted member's messages land but don't count in the badge; read clears the count", async () => {
    const x = await createUser();
    const y = await createUser();
    await follow(y.id, x.id);
    const id = (await start(x, y.id)).data.id;
    await send(x, id, { content: "ping" });
    expect((await unread(y)).data).toEqual({ inbox: 1, requests: 0 });
    await mute(y, x.id);
    expect((await unread(y)).data).toEqual({ inbox: 0, requests: 0 });
    const row = (await list(y)).data[0];
    expect(row.unreadCount).toBe(1);
    expect(row.otherMuted).toBe(true);
    expect((await read(y, id)).status).toBe(200);
    expect((await list(y)).data[0].unreadCount).toBe(0);
  });

  it("pages both lists without duplicates", async () => {
    const x = await createUser();
    const others = await Promise.all(Array.from({ length: 22 }, () => createUser()));
    for (const o of others) {
      await follow(o.id, x.id);
      await send(x, (await start(x, o.id)).data.id, { content: "hi" });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(x, cursor ? { cursor } : {});
      seen.push(...page.data.map((r: { id: string }) => r.id));
      cursor = page.headers.get("x-next-cursor");
    } while (cursor);
    expect(seen).toHaveLength(22);
    expect(new Set(seen).size).toBe(22);

    const id = (await start(x, others[0]!.id)).data.id;
    for (let i = 0; i < 35; i++) await send(x, id, { content: `m${i}` });
    const first = await messages(x, id);
    expect(first.data).toHaveLength(30);
    expect(first.data[29].content).toBe("m34");
    const second = await messages(x, id, { cursor: first.headers.get("x-next-cursor")! });
    expect(second.data.map((m: { content: string }) => m.content)).toEqual(["hi", "m0", "m1", "m2", "m3", "m4"]);
    expect(second.headers.get("x-next-cursor")).toBeNull();
  }, 180_000);

  it("refuses hostile and oversized input with 4xx", async () => {
    const id = (await start(a, b.id)).data.id;
    const tooLong = await send(a, id, { content: "x".repeat(2001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.data.message).toBe("Message must be at most 2000 characters");
    expect((await send(a, id, { content: "x".repeat(2000) })).status).toBe(201);
    expect((await send(a, id, { content: "bad \ud800" })).status).toBe(400);
    expect((await send(a, id, { content: "   " })).status).toBe(400);
    expect((await send(a, id, {})).status).toBe(400);
    expect((await send(a, id, { mediaUrl: "/objects/not-mine" })).status).toBe(400);
    expect((await send(a, id, null, { rawBody: "content=hi", headers: { "content-type": "application/x-www-form-urlencoded" } })).status).toBe(415);
    expect((await send(a, id, null, { rawBody: JSON.stringify({ content: "y".repeat(300_000) }), headers: { "content-type": "application/json" } })).status).toBe(413);
    expect((await messages(a, id, { cursor: "nope" })).status).toBe(400);
    expect((await list(a, { cursor: "1_%%" })).status).toBe(400);
    expect((await list(a, { folder: "spam" })).status).toBe(400);
    expect((await open(a, "../etc")).status).toBe(404);
    expect((await start(a, a.id)).status).toBe(400);
    expect((await start(a, "bad id!")).status).toBe(400);
    expect((await start(a, "nobody123")).status).toBe(404);
  });
});

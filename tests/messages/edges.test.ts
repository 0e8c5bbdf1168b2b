import { beforeAll, describe, expect, it } from "vitest";
import * as settingsRoute from "@/app/api/users/[id]/message-settings/route";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";
import { accept, clear, list, messages, open, read, send, settings, start, unread } from "./support";

let a: TestUser;
let b: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [a, b, admin] = await Promise.all([createUser(), createUser(), createUser({ admin: true })]);
});

describe("message settings", () => {
  it("defaults, owner only, strict body", async () => {
    const x = await createUser();
    expect((await settings(x, x.id)).data).toEqual({ readReceipts: false, allowMessageRequests: true });
    expect((await settings(null, x.id)).status).toBe(401);
    expect((await settings(a, x.id)).status).toBe(403);
    expect((await settings(admin, x.id)).status).toBe(403);
    expect((await settings(admin, x.id, { readReceipts: true })).status).toBe(403);
    for (const body of [{ readReceipts: "yes" }, { allowMessageRequests: 1 }, [true], null]) {
      expect((await settings(x, x.id, body)).status).toBe(400);
    }
    // unknown keys are ignored (the project's schemas are not strict), nothing is stored
    expect((await settings(x, x.id, { other: true })).data).toEqual({ readReceipts: false, allowMessageRequests: true });
    const form = await call(settingsRoute.PUT as unknown as Handler, `/api/users/${x.id}/message-settings`, {
      method: "PUT", cookie: x.cookie, params: { id: x.id }, rawBody: "readReceipts=true", headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
    expect((await settings(x, x.id)).data).toEqual({ readReceipts: false, allowMessageRequests: true });
  });
});

describe("starting and opening", () => {
  it("A→B then B→A is the same conversation; self, malformed and unknown are refused", async () => {
    const x = await createUser();
    const y = await createUser();
    const first = await start(x, y.id);
    expect(first.status).toBe(201);
    const again = await start(y, x.id);
    expect(again.status).toBe(200);
    expect(again.data.id).toBe(first.data.id);
    expect((await list(x)).data).toEqual([]);
    expect((await list(y, { folder: "requests" })).data).toEqual([]);
    expect((await start(x, x.id)).status).toBe(400);
    for (const bad of ["", 42, null, "%E0%A4%A"]) expect((await start(x, bad)).status).toBe(400);
    expect((await start(x, "nope")).status).toBe(404);
    expect((await start(x, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });

  it("GET one conversation answers both members with their folder, and unread counts follow reads", async () => {
    const id = (await start(a, b.id)).data.id as string;
    await send(a, id, { content: "one" });
    await send(a, id, { content: "two" });
    const forA = await open(a, id);
    const forB = await open(b, id);
    expect(forA.status).toBe(200);
    expect(forB.status).toBe(200);
    expect(forA.data.pendingForOther).toBe(true);
    expect((await unread(b)).data).toEqual({ inbox: 0, requests: 1 });
    expect((await read(b, id)).status).toBeLessThan(300);
    expect((await unread(b)).data).toEqual({ inbox: 0, requests: 0 });
    expect((await accept(b, id)).status).toBeLessThan(300);
    await send(a, id, { content: "three" });
    expect((await unread(b)).data).toEqual({ inbox: 1, requests: 0 });
    expect((await open(b, id)).data.pendingForOther).toBe(false);
    expect((await unread(a)).data).toEqual({ inbox: 0, requests: 0 });
  });

  it("an admin who is not a member gets 404 everywhere", async () => {
    const id = (await start(a, b.id)).data.id as string;
    await send(a, id, { content: "private" });
    for (const path of [() => open(admin, id), () => messages(admin, id), () => send(admin, id, { content: "x" }), () => read(admin, id), () => accept(admin, id), () => clear(admin, id)]) {
      expect((await path()).status).toBe(404);
    }
  });
});

describe("hostile input", () => {
  it("content limits and odd bodies are 4xx, never 500", async () => {
    const id = (await start(a, b.id)).data.id as string;
    expect((await send(a, id, { content: "あ".repeat(2000) })).status).toBe(201);
    expect((await send(a, id, { content: "x".repeat(2001) })).status).toBe(400);
    expect((await send(a, id, { content: "  \n\t " })).status).toBe(400);
    for (const body of [[{ content: "hi" }], "hi", 7, { content: 5 }]) expect((await send(a, id, body)).status).toBe(400);
    for (const content of ["bad \ud800 half", "nul \u0000 here"]) {
      const res = await send(a, id, { content });
      expect(res.status).toBeGreaterThanOrEqual(200);
      expect(res.status).toBeLessThan(500);
    }
    const huge = await send(a, id, null, { rawBody: JSON.stringify({ content: "x".repeat(2_000_000) }), headers: { "content-type": "application/json" } });
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    for (const bad of ["%E0%A4%A", "%", "..%2F..", "x".repeat(500)]) {
      for (const res of [await open(a, bad), await messages(a, bad), await send(a, bad, { content: "x" }), await read(a, bad)]) {
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      }
    }
    for (const cursor of ["%E0%A4%A", "not-a-cursor", "\ud800"]) {
      const res = await messages(a, id, { cursor });
      expect(res.status).toBeGreaterThanOrEqual(200);
      expect(res.status).toBeLessThan(500);
    }
  });
});

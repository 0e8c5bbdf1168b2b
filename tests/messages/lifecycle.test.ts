import { describe, expect, it } from "vitest";
import { GET as exportRoute } from "@/app/api/users/[id]/export/route";
import { DELETE as deleteUserRoute } from "@/app/api/users/[id]/route";
import { db } from "@/lib/data/db";
import { objectExists } from "@/tests/stories/helpers";
import { call, createUser, type Handler } from "@/tests/support/http";
import { registeredUpload } from "@/tests/support/uploads";
import { accept, list, messages, open, read, removeMessage, send, settings, start, unread } from "./support";

// Suspension, "Seen", media, account deletion and the data export, as they touch conversations.
const ids = (res: { data: { id: string }[] }) => res.data.map((row) => row.id);

async function pair() {
  const [x, y] = await Promise.all([createUser({ firstName: "Xan" }), createUser({ firstName: "Yua" })]);
  const id = (await start(x, y.id)).data.id as string;
  expect((await send(x, id, { content: "hello" })).status).toBe(201);
  return { x, y, id };
}

describe("a suspended member's conversations", () => {
  it("vanish for the other member and answer 404 while suspended, and come back when lifted", async () => {
    const { x, y, id } = await pair();
    expect(ids(await list(y, { folder: "requests" }))).toEqual([id]);
    await db.user.update({ where: { id: x.id }, data: { suspendedAt: new Date() } });
    expect((await list(y, { folder: "requests" })).data).toEqual([]);
    expect((await unread(y)).data).toEqual({ inbox: 0, requests: 0 });
    expect((await open(y, id)).status).toBe(404);
    expect((await messages(y, id)).status).toBe(404);
    expect((await send(y, id, { content: "are you there?" })).status).toBe(404);
    expect((await start(y, x.id)).status).toBe(404);
    await db.user.update({ where: { id: x.id }, data: { suspendedAt: null } });
    expect(ids(await list(y, { folder: "requests" }))).toEqual([id]);
    expect((await open(y, id)).status).toBe(200);
  });
});

describe("Seen", () => {
  it("shows only when both members turned read receipts on, and never on a request", async () => {
    const { x, y, id } = await pair();
    expect((await settings(x, x.id, { readReceipts: true })).status).toBe(200);
    expect((await settings(y, y.id, { readReceipts: true })).status).toBe(200);
    expect((await read(y, id)).status).toBe(200);
    // still a request on y's side: nothing shows to x
    expect((await open(x, id)).data.otherReadAt).toBeNull();

    expect((await accept(y, id)).status).toBe(200);
    const readAt = (await read(y, id)).data.readAt as string;
    expect((await open(x, id)).data.otherReadAt).toBe(readAt);

    // one member turns receipts off: neither side sees the other's
    expect((await settings(y, y.id, { readReceipts: false })).status).toBe(200);
    expect((await open(x, id)).data.otherReadAt).toBeNull();
    expect((await read(x, id)).status).toBe(200);
    expect((await open(y, id)).data.otherReadAt).toBeNull();
  });
});

describe("media in messages", () => {
  it("sends an own registered image once, with alt text; refuses another's or a reused one; deleting removes the object", async () => {
    const { x, y, id } = await pair();
    const objectPath = await registeredUpload(x.id, "message", "image", { store: true });
    expect((await send(x, id, { mediaUrl: objectPath, altText: "a".repeat(1501) })).status).toBe(400);
    const sent = await send(x, id, { mediaUrl: objectPath, altText: "A rainbow flag at the parade" });
    expect(sent.status).toBe(201);
    expect(sent.data).toMatchObject({ content: null, media: { url: objectPath, mediaType: "image", altText: "A rainbow flag at the parade" } });
    expect((await send(x, id, { mediaUrl: objectPath })).status).toBe(400);

    const others = await registeredUpload(y.id, "message", "image");
    expect((await send(x, id, { mediaUrl: others })).status).toBe(400);
    const forPosts = await registeredUpload(x.id, "post", "image");
    expect((await send(x, id, { mediaUrl: forPosts })).status).toBe(400);

    const objectKey = objectPath.replace(/^\/objects\//, "");
    expect(await objectExists(objectKey)).toBe(true);
    expect((await removeMessage(x, sent.data.id)).status).toBe(204);
    expect(await objectExists(objectKey)).toBe(false);
    expect((await messages(y, id)).data.map((m: { id: string }) => m.id)).not.toContain(sent.data.id);
  });
});

describe("account deletion and the data export", () => {
  it("the export holds the member's conversations and the messages sent and received", async () => {
    const { x, y, id } = await pair();
    expect((await send(y, id, { content: "hi back" })).status).toBe(201);
    const res = await call(exportRoute as unknown as Handler, "/x", { cookie: x.cookie, params: { id: x.id } });
    expect(res.status).toBe(200);
    expect(res.data.conversations).toEqual([expect.objectContaining({ id, with: expect.objectContaining({ id: y.id }) })]);
    const exported = res.data.messages as { content: string; sent: boolean }[];
    expect(exported.map((m) => [m.content, m.sent]).sort()).toEqual([
      ["hello", true],
      ["hi back", false],
    ]);
  });

  it("deleting one member's account removes the conversation for the other", async () => {
    const { x, y, id } = await pair();
    expect((await accept(y, id)).status).toBe(200);
    expect(ids(await list(y))).toEqual([id]);
    const gone = await call(deleteUserRoute as unknown as Handler, "/x", { method: "DELETE", cookie: x.cookie, params: { id: x.id }, body: { password: x.password } });
    expect(gone.status).toBe(204);
    expect((await list(y)).data).toEqual([]);
    expect((await open(y, id)).status).toBe(404);
    expect((await unread(y)).data).toEqual({ inbox: 0, requests: 0 });
  });
});

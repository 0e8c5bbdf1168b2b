import { describe, expect, it } from "vitest";
import { GET as exportRoute } from "@/app/api/users/[id]/export/route";
import { DELETE as deleteUserRoute, PUT as updateUserRoute } from "@/app/api/users/[id]/route";
import { db } from "@/lib/data/db";
import { clear, send, start } from "@/tests/messages/support";
import { h } from "@/tests/posts/support";
import { block, mute } from "@/tests/safety/support";
import { call, createUser, type TestUser } from "@/tests/support/http";

// Issue #28 item 4 and the hostile run's export findings: an export never names or describes a
// member who hides from the exporter; it keeps the exporter's own words.
const exportOf = async (who: TestUser) => {
  const res = await call(h(exportRoute), "/x", { cookie: who.cookie, params: { id: who.id } });
  expect(res.status).toBe(200);
  return res.data as ExportDoc;
};
const rename = (who: TestUser, username: string) => call(h(updateUserRoute), "/x", { method: "PUT", cookie: who.cookie, params: { id: who.id }, body: { username } });
const deleteAccount = (who: TestUser) => call(h(deleteUserRoute), "/x", { method: "DELETE", cookie: who.cookie, params: { id: who.id }, body: { password: who.password } });

type Person = { id: string; username: string } | { hidden: true; description: string };
type ExportDoc = {
  conversations: { id: string; folder: string; with: Person; deletedForMeAt: string | null }[];
  messages: { id: string; conversationId: string; senderId: string; content: string | null; storyId: string | null; sent: boolean }[];
  following: { user: Person }[];
  followers: { user: Person }[];
  mutes: { user: Person; until: string | null }[];
};
const HIDDEN = { hidden: true, description: "a member who is no longer visible" };
const contents = (doc: ExportDoc) => doc.messages.map((m) => m.content).sort();

/** An exporter and a partner who follow each other and wrote to each other. */
async function pair() {
  const exporter = await createUser({ firstName: "Exporter" });
  const partner = await createUser({ firstName: "Partnerzed" });
  await db.follow.createMany({ data: [{ followerId: exporter.id, followingId: partner.id }, { followerId: partner.id, followingId: exporter.id }] });
  const conversationId = (await start(exporter, partner.id)).data.id as string;
  expect((await send(exporter, conversationId, { content: "mine before" })).status).toBe(201);
  expect((await send(partner, conversationId, { content: "theirs before" })).status).toBe(201);
  const doc = await exportOf(exporter);
  expect(doc.conversations).toEqual([expect.objectContaining({ id: conversationId, with: { id: partner.id, username: partner.username } })]);
  expect(contents(doc)).toEqual(["mine before", "theirs before"]);
  return { exporter, partner, conversationId };
}

/** Nothing of `partner` in the export: not their id, old or new username, name or words. */
function expectNothingOf(doc: ExportDoc, partner: TestUser, ...usernames: string[]) {
  const text = JSON.stringify(doc);
  for (const trace of [partner.id, partner.username, ...usernames, "Partnerzed", "theirs before"]) expect(text).not.toContain(trace);
}

describe("an export and a member who hides from the exporter", () => {
  it("the blocked member's export: the blocker becomes a member no longer visible, after a rename too; own words stay", async () => {
    const { exporter, partner, conversationId } = await pair();
    expect((await block(partner, exporter.id)).data).toEqual({ blocked: true });
    const renamed = `renamed${Date.now().toString(36)}`;
    expect((await rename(partner, renamed)).status).toBe(200);
    const doc = await exportOf(exporter);
    expect(doc.conversations).toEqual([expect.objectContaining({ id: conversationId, with: HIDDEN })]);
    expect(doc.messages).toEqual([expect.objectContaining({ content: "mine before", senderId: exporter.id, sent: true })]);
    expectNothingOf(doc, partner, renamed);
  });

  it("the blocker's export: the conversation with the member they blocked keeps only their own words", async () => {
    const { exporter, partner, conversationId } = await pair();
    expect((await block(exporter, partner.id)).data).toEqual({ blocked: true });
    const doc = await exportOf(exporter);
    expect(doc.conversations).toEqual([expect.objectContaining({ id: conversationId, with: HIDDEN })]);
    expect(contents(doc)).toEqual(["mine before"]);
    // (the exporter's own block list still names whom they blocked, as Settings does)
    expect(JSON.stringify([doc.conversations, doc.messages])).not.toContain(partner.username);
  });

  it("a suspended partner is a member no longer visible, in conversations and follow lists", async () => {
    const { exporter, partner, conversationId } = await pair();
    await db.user.update({ where: { id: partner.id }, data: { suspendedAt: new Date() } });
    const doc = await exportOf(exporter);
    expect(doc.conversations).toEqual([expect.objectContaining({ id: conversationId, with: HIDDEN })]);
    expect(doc.following).toEqual([expect.objectContaining({ user: HIDDEN })]);
    expect(doc.followers).toEqual([expect.objectContaining({ user: HIDDEN })]);
    expect(contents(doc)).toEqual(["mine before"]);
    expectNothingOf(doc, partner);
  });

  it("a deleted partner leaves nothing: the conversation went with their account", async () => {
    const { exporter, partner } = await pair();
    expect((await deleteAccount(partner)).status).toBe(204);
    const doc = await exportOf(exporter);
    expect(doc.conversations).toEqual([]);
    expect(contents(doc)).toEqual([]);
    expectNothingOf(doc, partner);
  });

  it("a member the exporter muted who then blocked them: the mute stays, unnamed, after a rename too", async () => {
    const { exporter, partner } = await pair();
    expect((await mute(exporter, partner.id)).data).toMatchObject({ muted: true });
    expect((await exportOf(exporter)).mutes).toEqual([expect.objectContaining({ user: { id: partner.id, username: partner.username } })]);
    expect((await block(partner, exporter.id)).data).toEqual({ blocked: true });
    const renamed = `mutedren${Date.now().toString(36)}`;
    expect((await rename(partner, renamed)).status).toBe(200);
    expect(await db.mute.count({ where: { muterId: exporter.id, mutedId: partner.id } })).toBe(1);
    const doc = await exportOf(exporter);
    expect(doc.mutes).toEqual([expect.objectContaining({ user: HIDDEN, until: null })]);
    expectNothingOf(doc, partner, renamed);
  });

  it("a muted member who is suspended is a member no longer visible in the mutes", async () => {
    const { exporter, partner } = await pair();
    expect((await mute(exporter, partner.id)).data).toMatchObject({ muted: true });
    await db.user.update({ where: { id: partner.id }, data: { suspendedAt: new Date() } });
    const doc = await exportOf(exporter);
    expect(doc.mutes).toEqual([expect.objectContaining({ user: HIDDEN })]);
    expectNothingOf(doc, partner);
  });

  it("a visible partner after a rename is named by the current username", async () => {
    const { exporter, partner } = await pair();
    const renamed = `visible${Date.now().toString(36)}`;
    expect((await rename(partner, renamed)).status).toBe(200);
    expect((await exportOf(exporter)).conversations[0]!.with).toEqual({ id: partner.id, username: renamed });
  });
});

describe("an export and what the member put away", () => {
  it("a conversation deleted for oneself: all one's own messages, the other's only after the deletion", async () => {
    const { exporter, partner, conversationId } = await pair();
    expect((await clear(exporter, conversationId)).status).toBeLessThan(300);
    await send(partner, conversationId, { content: "theirs after" });
    await send(exporter, conversationId, { content: "mine after" });
    const doc = await exportOf(exporter);
    expect(doc.conversations).toEqual([expect.objectContaining({ id: conversationId, deletedForMeAt: expect.any(String) })]);
    expect(contents(doc)).toEqual(["mine after", "mine before", "theirs after"]);
  });

  it("a request never answered: left out of the recipient's export, kept in the sender's", async () => {
    const sender = await createUser({ firstName: "Requester" });
    const recipient = await createUser();
    const conversationId = (await start(sender, recipient.id)).data.id as string;
    expect((await send(sender, conversationId, { content: "hello stranger" })).status).toBe(201);
    expect(await db.conversationMember.findFirstOrThrow({ where: { conversationId, userId: recipient.id } })).toMatchObject({ folder: "requests" });
    const received = await exportOf(recipient);
    expect(received.conversations).toEqual([]);
    expect(received.messages).toEqual([]);
    expect(JSON.stringify(received)).not.toContain(sender.username);
    const sent = await exportOf(sender);
    expect(sent.conversations).toEqual([expect.objectContaining({ id: conversationId, with: { id: recipient.id, username: recipient.username } })]);
    expect(contents(sent)).toEqual(["hello stranger"]);
  });
});

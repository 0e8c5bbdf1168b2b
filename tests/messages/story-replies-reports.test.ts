import { describe, expect, it } from "vitest";
import { GET as deskRoute } from "@/app/api/admin/reports/route";
import { POST as resolveRoute } from "@/app/api/admin/reports/[id]/resolve/route";
import { POST as storyCommentRoute } from "@/app/api/stories/[id]/comments/route";
import { db } from "@/lib/data/db";
import type { ModerationReport } from "@/lib/contract/moderation/types";
import { report } from "@/tests/moderation/support";
import { follow, seedStory } from "@/tests/stories/helpers";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";
import { list, messages, send, settings, start } from "./support";

const reply = (who: TestUser, storyId: string, content: string) =>
  call(storyCommentRoute as Handler, `/api/stories/${storyId}/comments`, { cookie: who.cookie, params: { id: storyId }, body: { content } });

describe("story replies become messages", () => {
  it("writes a story-reply message into the conversation with the owner, with the story preview while it lives", async () => {
    const owner = await createUser();
    const fan = await createUser();
    await follow(fan.id, owner.id);
    const story = await seedStory(owner.id);
    const res = await reply(fan, story.id, "love this");
    expect(res.status).toBe(201);
    expect(res.data.content).toBe("love this");
    const conversationId = res.data.conversationId as string;
    expect(conversationId).toBeTruthy();
    // the owner doesn't follow the fan: a request
    const requests = await list(owner, { folder: "requests" });
    expect(requests.data[0]).toMatchObject({ id: conversationId, lastMessage: { isStoryReply: true, preview: "love this" } });
    const thread = await messages(owner, conversationId);
    expect(thread.data[0]).toMatchObject({ isStoryReply: true, content: "love this", story: { id: story.id } });
    await db.story.delete({ where: { id: story.id } });
    expect((await messages(owner, conversationId)).data[0]).toMatchObject({ isStoryReply: true, story: null });
  });

  it("no message when the owner turned requests off and doesn't follow the replier; the reply still works", async () => {
    const owner = await createUser();
    const fan = await createUser();
    await follow(fan.id, owner.id);
    await settings(owner, owner.id, { allowMessageRequests: false });
    const story = await seedStory(owner.id);
    const res = await reply(fan, story.id, "hi");
    expect(res.status).toBe(201);
    expect(res.data.conversationId).toBeNull();
    expect(await db.message.count({ where: { senderId: fan.id } })).toBe(0);
  });
});

describe("reports on messages and conversations", () => {
  it("members report; others get 404; removing a message deletes it and counts a strike", async () => {
    const a = await createUser();
    const b = await createUser();
    const outsider = await createUser();
    const admin = await createUser({ admin: true });
    await follow(b.id, a.id);
    const id = (await start(a, b.id)).data.id;
    const sent: string[] = [];
    for (let i = 0; i < 8; i++) sent.push((await send(i % 2 ? b : a, id, { content: `m${i}` })).data.id);
    const target = sent[6]!; // from a

    expect((await report(outsider, { targetType: "message", targetId: target, reason: "harassment" })).status).toBe(404);
    expect((await report(outsider, { targetType: "conversation", targetId: id, reason: "harassment" })).status).toBe(404);
    expect((await report(a, { targetType: "message", targetId: target, reason: "harassment" })).status).toBe(400); // own
    const onMessage = await report(b, { targetType: "message", targetId: target, reason: "harassment" });
    expect(onMessage.status).toBe(201);
    const onConversation = await report(b, { targetType: "conversation", targetId: id, reason: "outing" });
    expect(onConversation.status).toBe(201);

    const desk = await call(deskRoute as Handler, "/api/admin/reports", { cookie: admin.cookie });
    const rows = desk.data as ModerationReport[];
    const mine = rows.find((r) => r.id === onMessage.data.id)!;
    expect(mine.targetUser?.id).toBe(a.id);
    expect(mine.preview).toMatchObject({ kind: "message" });
    const context = (mine.preview as { context: { id: string; reported: boolean }[] }).context;
    // the reporter did not share the conversation: the reported message alone (tests/moderation/report-kinds.test.ts)
    expect(context.map((m) => m.id)).toEqual([target]);
    expect(context.filter((m) => m.reported).map((m) => m.id)).toEqual([target]);
    const conv = rows.find((r) => r.id === onConversation.data.id)!;
    expect(conv.targetUser?.id).toBe(a.id);
    expect(conv.preview).toMatchObject({ kind: "conversation" });
    expect((conv.preview as { members: { id: string }[] }).members.map((m) => m.id).sort()).toEqual([a.id, b.id].sort());
    expect((conv.preview as { context: unknown[] }).context).toHaveLength(8);

    const resolved = await call(resolveRoute as Handler, `/api/admin/reports/${onMessage.data.id}/resolve`, { cookie: admin.cookie, params: { id: onMessage.data.id }, body: { action: "remove" } });
    expect(resolved.status).toBe(200);
    expect(await db.message.count({ where: { id: target } })).toBe(0);
    expect((await db.user.findUniqueOrThrow({ where: { id: a.id }, select: { strikeCount: true } })).strikeCount).toBe(1);
  });
});

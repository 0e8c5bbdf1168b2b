import { describe, expect, it } from "vitest";
import { POST as storyCommentRoute } from "@/app/api/stories/[id]/comments/route";
import { db } from "@/lib/data/db";
import type { MessageDto } from "@/lib/contract/messages/types";
import { addCloseFriend, removeCloseFriend } from "@/tests/audience/support";
import { block } from "@/tests/safety/support";
import { as } from "@/tests/safety/surfaces";
import { follow, seedStory } from "@/tests/stories/helpers";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";
import { recordStatements } from "@/tests/support/statements";
import { list, messages } from "./support";

process.env.NIJI_DB_QUERY_EVENTS = "1";

// Issue #28 item 3: a story reply keeps its text, and loses the story preview (its id, image
// address and fields) in every JSON the replier reads once they may no longer see the story.
const reply = (who: TestUser, storyId: string, content: string) =>
  call(storyCommentRoute as Handler, `/api/stories/${storyId}/comments`, { cookie: who.cookie, params: { id: storyId }, body: { content } });

/** An owner's story (followers or Close Friends), a follower's reply to it, and the conversation it landed in. */
async function replied(audience: "followers" | "close_friends" = "followers") {
  const owner = await createUser({ firstName: "Storyteller" });
  const fan = await createUser({ firstName: "Fan" });
  await follow(fan.id, owner.id);
  if (audience === "close_friends") expect((await addCloseFriend(owner, fan.id)).status).toBeLessThan(300);
  const story = await seedStory(owner.id);
  await db.story.update({ where: { id: story.id }, data: { audience } });
  const res = await reply(fan, story.id, "so good");
  expect(res.status).toBe(201);
  const conversationId = res.data.conversationId as string;
  const thread = await messages(fan, conversationId);
  expect(thread.data).toEqual([expect.objectContaining({ isStoryReply: true, content: "so good", story: expect.objectContaining({ id: story.id, imageUrl: story.imageUrl }) })]);
  return { owner, fan, story, conversationId };
}

/** The replier's thread and conversation list: the text stays, nothing of the story does. */
async function expectNoPreview(s: Awaited<ReturnType<typeof replied>>) {
  const thread = await messages(s.fan, s.conversationId);
  expect(thread.status).toBe(200);
  expect(thread.data).toEqual([expect.objectContaining({ isStoryReply: true, content: "so good", story: null })]);
  const conversations = await list(s.fan);
  expect(conversations.data.map((c: { id: string }) => c.id)).toContain(s.conversationId);
  for (const body of [thread.data, conversations.data]) {
    expect(JSON.stringify(body)).not.toContain(s.story.imageUrl);
    expect(JSON.stringify(body)).not.toContain(s.story.id);
  }
  // the story's author still sees what was answered
  expect((await messages(s.owner, s.conversationId)).data).toEqual([expect.objectContaining({ story: expect.objectContaining({ id: s.story.id }) })]);
}

describe("a story reply's preview follows the story's audience", () => {
  it("goes after the replier's removal from Close Friends", async () => {
    const s = await replied("close_friends");
    expect((await removeCloseFriend(s.owner, s.fan.id)).status).toBeLessThan(300);
    await expectNoPreview(s);
  });

  it("goes after the author blocks the replier (read once the block is lifted: the block ended the follow)", async () => {
    const s = await replied();
    expect((await block(s.owner, s.fan.id)).data).toEqual({ blocked: true });
    expect((await messages(s.fan, s.conversationId)).status).toBe(404);
    expect((await block(s.owner, s.fan.id)).data).toEqual({ blocked: false });
    await expectNoPreview(s);
  });

  it("goes after the replier blocks the author and unblocks", async () => {
    const s = await replied();
    expect((await block(s.fan, s.owner.id)).data).toEqual({ blocked: true });
    expect((await block(s.fan, s.owner.id)).data).toEqual({ blocked: false });
    await expectNoPreview(s);
  });

  it("goes after the replier unfollows", async () => {
    const s = await replied();
    expect((await as(s.fan).follow(s.owner.id)).status).toBe(200);
    expect(await db.follow.count({ where: { followerId: s.fan.id, followingId: s.owner.id } })).toBe(0);
    await expectNoPreview(s);
  });

  it("goes when the story expires or is deleted", async () => {
    const expired = await replied();
    await db.story.update({ where: { id: expired.story.id }, data: { createdAt: new Date(Date.now() - 25 * 3_600_000) } });
    const thread = await messages(expired.fan, expired.conversationId);
    expect(thread.data).toEqual([expect.objectContaining({ content: "so good", story: null })]);
    const deleted = await replied();
    await db.story.delete({ where: { id: deleted.story.id } });
    expect((await messages(deleted.fan, deleted.conversationId)).data).toEqual([expect.objectContaining({ content: "so good", story: null })]);
  });

  it("reads a page's stories in one statement, however many replies it holds (no N+1)", async () => {
    const owner = await createUser();
    const fan = await createUser();
    await follow(fan.id, owner.id);
    await addCloseFriend(owner, fan.id);
    let conversationId = "";
    const stories: string[] = [];
    for (let i = 0; i < 6; i++) {
      const story = await seedStory(owner.id);
      if (i % 2) await db.story.update({ where: { id: story.id }, data: { audience: "close_friends" } });
      stories.push(story.id);
      conversationId = (await reply(fan, story.id, `reply ${i}`)).data.conversationId as string;
    }
    await removeCloseFriend(owner, fan.id);
    const statements = recordStatements();
    await messages(fan, conversationId); // warm
    statements.reset();
    const thread = await messages(fan, conversationId);
    const shown = (thread.data as MessageDto[]).map((m) => m.story?.id ?? null);
    expect(shown).toEqual(stories.map((id, i) => (i % 2 ? null : id)));
    // the page's stories (their preview fields, only those the reader may see) in one statement, never one per reply
    expect(statements.work().filter((q) => q.includes('FROM "public"."Story"'))).toHaveLength(1);
  });
});

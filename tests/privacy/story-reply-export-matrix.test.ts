import { describe, expect, it } from "vitest";
import { POST as storyCommentRoute } from "@/app/api/stories/[id]/comments/route";
import { GET as exportRoute } from "@/app/api/users/[id]/export/route";
import { db } from "@/lib/data/db";
import { addCloseFriend, removeCloseFriend } from "@/tests/audience/support";
import { messages } from "@/tests/messages/support";
import { h } from "@/tests/posts/support";
import { block } from "@/tests/safety/support";
import { as } from "@/tests/safety/surfaces";
import { follow, seedStory } from "@/tests/stories/helpers";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";

// THE STORY-REPLY AND EXPORT MATRIX (issue #28 items 3 and 4): a member replied to a private
// account's story; after each change of their relation, what their Messages shows of the story
// and what their data export says of the account.
type Pair = { owner: TestUser; replier: TestUser; storyId: string; conversationId: string };
type Row = {
  change: string;
  audience: "followers" | "close_friends";
  apply: (p: Pair) => Promise<unknown>;
  /** the replier's thread: the story preview, or null; "hidden" when the conversation itself is gone (404) */
  preview: "shown" | "gone" | "hidden";
  /** the replier's export names the account, or describes a member no longer visible */
  exportNames: boolean;
};

const ROWS: Row[] = [
  { change: "nothing (approved follower)", audience: "followers", apply: async () => {}, preview: "shown", exportNames: true },
  { change: "nothing (close friend)", audience: "close_friends", apply: async () => {}, preview: "shown", exportNames: true },
  { change: "removed from Close Friends", audience: "close_friends", apply: (p) => removeCloseFriend(p.owner, p.replier.id), preview: "gone", exportNames: true },
  { change: "unfollowed the private account", audience: "followers", apply: (p) => as(p.replier).follow(p.owner.id), preview: "gone", exportNames: true },
  { change: "blocked by the account", audience: "followers", apply: (p) => block(p.owner, p.replier.id), preview: "hidden", exportNames: false },
  { change: "blocked the account", audience: "followers", apply: (p) => block(p.replier, p.owner.id), preview: "hidden", exportNames: false },
  { change: "block lifted again", audience: "followers", apply: async (p) => [await block(p.owner, p.replier.id), await block(p.owner, p.replier.id)], preview: "gone", exportNames: true },
  {
    change: "the account suspended",
    audience: "followers",
    apply: (p) => db.user.update({ where: { id: p.owner.id }, data: { suspendedAt: new Date() } }),
    preview: "hidden",
    exportNames: false,
  },
  { change: "the story expired", audience: "followers", apply: (p) => db.story.update({ where: { id: p.storyId }, data: { createdAt: new Date(Date.now() - 25 * 3_600_000) } }), preview: "gone", exportNames: true },
];

async function replied(audience: Row["audience"]): Promise<Pair> {
  const owner = await createUser({ firstName: "Privstory" });
  const replier = await createUser();
  await db.user.update({ where: { id: owner.id }, data: { isPrivate: true } });
  await follow(replier.id, owner.id);
  if (audience === "close_friends") await addCloseFriend(owner, replier.id);
  const story = await seedStory(owner.id);
  await db.story.update({ where: { id: story.id }, data: { audience } });
  const res = await call(storyCommentRoute as Handler, `/x`, { cookie: replier.cookie, params: { id: story.id }, body: { content: "answer" } });
  expect(res.status).toBe(201);
  return { owner, replier, storyId: story.id, conversationId: res.data.conversationId as string };
}

describe("a story reply and the replier's export, per change of relation", () => {
  it.each(ROWS)("$change: preview $preview, export names the account: $exportNames", async (row) => {
    const p = await replied(row.audience);
    await row.apply(p);

    const thread = await messages(p.replier, p.conversationId);
    if (row.preview === "hidden") expect(thread.status).toBe(404);
    else {
      expect(thread.status).toBe(200);
      expect(thread.data).toEqual([expect.objectContaining({ content: "answer", story: row.preview === "shown" ? expect.objectContaining({ id: p.storyId }) : null })]);
    }

    const exported = await call(h(exportRoute), "/x", { cookie: p.replier.cookie, params: { id: p.replier.id } });
    expect(exported.status).toBe(200);
    // (one's own block list names whom one blocked, as Settings does, so it can be taken elsewhere)
    const { blocks, ...rest } = exported.data as { blocks: { user: { id: string } }[] };
    const text = JSON.stringify(rest);
    expect(text.includes(p.owner.username)).toBe(row.exportNames);
    expect(text.includes(p.owner.id)).toBe(row.exportNames);
    expect(blocks.map((b) => b.user.id)).toEqual(row.change === "blocked the account" ? [p.owner.id] : []);
    // the replier's own words are theirs in every row; the story they answered is named in both
    // lists while its author is visible to them, in neither once not
    const storyId = row.exportNames ? p.storyId : null;
    expect(exported.data.messages).toEqual([expect.objectContaining({ content: "answer", sent: true, storyId })]);
    expect(exported.data.storyMessages).toEqual([expect.objectContaining({ content: "answer", storyId })]);
  });
});

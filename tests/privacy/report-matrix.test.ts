import { describe, expect, it } from "vitest";
import { db } from "@/lib/data/db";
import { report, seedConversation, seedTargets } from "@/tests/moderation/support";
import { block } from "@/tests/safety/support";
import { createUser, type TestUser } from "@/tests/support/http";

// THE REPORT MATRIX for what issue #33 made reportable: a story (to followers, to Close Friends), a
// message, an event, a business page. A member reports what they can see (201); what they cannot
// see answers 404 with the very body an unknown id gets, so a report never tells that something
// exists. Visibility is the one of every other read (lib/domain/safety/visibility.ts): a story by
// audience, follow, block and suspension; a message by membership of its conversation, a block or
// suspension hiding the conversation, and the reporter's own "delete for me"; an event by its
// organiser's block and suspension; a business page is listed for every member.

type Kind = "story" | "closeFriendsStory" | "message" | "event" | "business";
const KINDS: Kind[] = ["story", "closeFriendsStory", "message", "event", "business"];
type Expect = Record<Kind, 201 | 400 | 404>;

type World = { owner: TestUser; viewer: TestUser; targets: Record<Kind, string> };

/** The owner's targets, the viewer in `relation` to them; the message is the owner's, in the conversation named. */
async function world(relation: Relation): Promise<World> {
  const owner = await createUser({ firstName: "Owner" });
  const viewer = relation === "the owner" ? owner : await createUser({ firstName: "Viewer" });
  const seeded = await seedTargets(owner);
  const closeFriendsStory = (await db.story.create({ data: { authorId: owner.id, imageUrl: "/objects/demo/cf.jpg", audience: "close_friends" }, select: { id: true } })).id;
  const inConversation = !["a stranger", "a member of another conversation with the owner", "the owner"].includes(relation);
  const third = await createUser({ firstName: "Third" });
  if (relation === "a member of another conversation with the owner") await seedConversation(owner, viewer, 2);
  const conversation = await seedConversation(owner, inConversation ? viewer : third, 3);
  if (relation !== "a stranger" && relation !== "the owner") await db.follow.create({ data: { followerId: viewer.id, followingId: owner.id } });
  if (relation === "a close friend" || relation === "blocked by the owner" || relation === "who blocked the owner" || relation === "of a suspended owner") {
    await db.closeFriend.create({ data: { ownerId: owner.id, friendId: viewer.id } });
  }
  if (relation === "blocked by the owner") expect((await block(owner, viewer.id)).status).toBe(200);
  if (relation === "who blocked the owner") expect((await block(viewer, owner.id)).status).toBe(200);
  if (relation === "of a suspended owner") await db.user.update({ where: { id: owner.id }, data: { suspendedAt: new Date() } });
  if (relation === "who cleared the conversation") {
    await db.conversationMember.update({ where: { conversationId_userId: { conversationId: conversation.id, userId: viewer.id } }, data: { clearedAt: new Date() } });
  }
  // the owner's last message (indexes 0 and 2 are the owner's)
  return { owner, viewer, targets: { story: seeded.story, closeFriendsStory, message: conversation.messages[2]!, event: seeded.event, business: seeded.business } };
}

const all = (status: 201 | 400 | 404): Expect => ({ story: status, closeFriendsStory: status, message: status, event: status, business: status });
const MATRIX = {
  "a follower in the conversation": { ...all(201), closeFriendsStory: 404 },
  "a close friend": all(201),
  "a stranger": { ...all(404), event: 201, business: 201 },
  "a member of another conversation with the owner": { ...all(201), closeFriendsStory: 404, message: 404 },
  "who cleared the conversation": { ...all(201), closeFriendsStory: 404, message: 404 },
  // a business page is listed for every member, across a block or a suspension (GET /api/businesses/{id})
  "blocked by the owner": { ...all(404), business: 201 },
  "who blocked the owner": { ...all(404), business: 201 },
  "of a suspended owner": { ...all(404), business: 201 },
  // one's own: the 400 of tests/moderation/reports.test.ts
  "the owner": all(400),
} satisfies Record<string, Expect>;
type Relation = keyof typeof MATRIX;

const targetType = (kind: Kind) => (kind === "closeFriendsStory" ? "story" : kind);

describe("who may report a story, a message, an event, a business page", () => {
  it.each(Object.keys(MATRIX) as Relation[])("%s", async (relation) => {
    const { viewer, targets } = await world(relation);
    const expected: Expect = MATRIX[relation];
    for (const kind of KINDS) {
      const before = await db.report.count({ where: { targetId: targets[kind] } });
      const res = await report(viewer, { targetType: targetType(kind), targetId: targets[kind], reason: "spam" });
      expect(res.status, `${relation}: ${kind}`).toBe(expected[kind]);
      if (expected[kind] === 404) {
        // the same answer as for an id that never existed
        const unknown = await report(viewer, { targetType: targetType(kind), targetId: `nope${kind.toLowerCase()}1`, reason: "spam" });
        expect(unknown.status).toBe(404);
        expect(res.data, `${relation}: ${kind}`).toEqual(unknown.data);
      }
      expect(await db.report.count({ where: { targetId: targets[kind] } })).toBe(before + (expected[kind] === 201 ? 1 : 0));
    }
  });
});

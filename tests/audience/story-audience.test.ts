import { beforeAll, describe, expect, it } from "vitest";
import { POST as createRoute } from "@/app/api/stories/route";
import { db } from "@/lib/data/db";
import { addCloseFriend } from "@/tests/audience/support";
import { block } from "@/tests/safety/support";
import { as, idsOf } from "@/tests/safety/surfaces";
import { follow, seedStory, storyUpload } from "@/tests/stories/helpers";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";

// Stories for followers and for Close Friends: who sees them in the strip, who may like and reply.
const create = createRoute as Handler;
let owner: TestUser;
let follower: TestUser;
let closeFriend: TestUser;
let listedStranger: TestUser;
let blocked: TestUser;
let forFollowers: string;
let forCloseFriends: string;

beforeAll(async () => {
  owner = await createUser({ firstName: "Storyowner" });
  follower = await createUser();
  closeFriend = await createUser();
  listedStranger = await createUser();
  blocked = await createUser();
  for (const viewer of [follower, closeFriend, blocked]) await follow(viewer.id, owner.id);
  for (const viewer of [closeFriend, listedStranger, blocked]) await addCloseFriend(owner, viewer.id);
  forFollowers = (await seedStory(owner.id)).id;
  forCloseFriends = (await seedStory(owner.id)).id;
  await db.story.update({ where: { id: forCloseFriends }, data: { audience: "close_friends" } });
  await block(owner, blocked.id);
});

describe("POST /api/stories with an audience", () => {
  it.each([
    [{}, "followers"],
    [{ audience: "followers" }, "followers"],
    [{ audience: "close_friends" }, "close_friends"],
  ])("%j shares a story for %s", async (extra, audience) => {
    const upload = await storyUpload(owner.id);
    const res = await call(create, "/api/stories", { body: { imageUrl: upload.objectPath, ...extra }, cookie: owner.cookie });
    expect(res.status).toBe(201);
    expect(res.data.audience).toBe(audience);
    await db.story.delete({ where: { id: res.data.id } });
  });

  it.each([["everyone"], ["CLOSE_FRIENDS"], [1], [null], [{ $ne: "x" }]])("refuses the audience %j (400)", async (audience) => {
    const upload = await storyUpload(owner.id);
    const res = await call(create, "/api/stories", { body: { imageUrl: upload.objectPath, audience }, cookie: owner.cookie });
    expect(res.status).toBe(400);
  });
});

describe.each([
  ["the owner", () => owner, true, true],
  ["a follower", () => follower, true, false],
  ["a close friend who follows", () => closeFriend, true, true],
  ["a close friend who does not follow", () => listedStranger, false, false],
  ["a blocked close friend", () => blocked, false, false],
])("as %s", (_label, viewer, seesFollowers, seesCloseFriends) => {
  it("the story strip holds the stories of their audiences, each with its audience", async () => {
    const res = await as(viewer()).stories();
    expect(res.status).toBe(200);
    const mine = res.data.filter((s: { userId: string }) => s.userId === owner.id);
    const expected = [...(seesFollowers ? [forFollowers] : []), ...(seesCloseFriends ? [forCloseFriends] : [])];
    expect(idsOf(mine).sort()).toEqual(expected.sort());
    for (const story of mine) expect(story.audience).toBe(story.id === forCloseFriends ? "close_friends" : "followers");
  });

  it("may like and reply to the close-friends story only when in its audience", async () => {
    if (viewer() === owner) return;
    const like = await as(viewer()).likeStory(forCloseFriends);
    const reply = await as(viewer()).replyStory(forCloseFriends);
    if (seesCloseFriends) {
      expect(like.status).toBe(200);
      expect(reply.status).toBe(201);
    } else {
      expect([403, 404]).toContain(like.status);
      expect([403, 404]).toContain(reply.status);
    }
  });
});

it("the owner's GET /api/stories/{id}/comments still reads replies on a close-friends story", async () => {
  const res = await as(owner).storyComments(forCloseFriends);
  expect(res.status).toBe(200);
  expect(res.data.map((c: { user: { id: string } }) => c.user.id)).toContain(closeFriend.id);
});

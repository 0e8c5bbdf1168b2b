import { beforeAll, describe, expect, it, vi } from "vitest";
import { DELETE as closeFriendRoute, PUT as addCloseFriendRoute } from "@/app/api/close-friends/[userId]/route";
import { DELETE as commentRoute } from "@/app/api/comments/[id]/route";
import { DELETE as messageRoute } from "@/app/api/messages/[id]/route";
import { DELETE as postRoute } from "@/app/api/posts/[id]/route";
import { DELETE as storyRoute } from "@/app/api/stories/[id]/route";
import { GET as storiesRoute } from "@/app/api/stories/route";
import { POST as followRoute } from "@/app/api/users/[id]/follow/route";
import { PUT as profileRoute } from "@/app/api/users/[id]/route";
import { db } from "@/lib/data/db";
import { keyFromObjectPath } from "@/lib/domain/uploads/tokens";
import { getStorage } from "@/lib/data/storage";
import { STORY_LIFETIME_MS } from "@/lib/contract/stories/constants";
import { variantUrl } from "@/lib/contract/media/variants";
import { block } from "@/tests/safety/support";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";
import { registeredUpload } from "@/tests/support/uploads";
import { fetchObject } from "@/tests/uploads/support";

// THE MEDIA MATRIX (issue #28): GET /objects/<key> answers the bytes exactly when some JSON the
// viewer may read carries the address. Each kind of media × each kind of viewer, at baseline and
// after each revocation event (each event is undone before the next, through the database, so the
// whole matrix shares one setup of ten members). Anonymous readers get 401 before any lookup (the
// route is for signed-in members and tells nothing about the object); hidden = 404, like a missing one.

const VIEWERS = ["owner", "follower", "closeFriend", "removedCloseFriend", "nonFollower", "blocked", "blocker", "admin", "anonymous"] as const;
type ViewerKind = (typeof VIEWERS)[number];
const MEDIA = [
  "post image, everyone",
  "post video, everyone",
  "post image, followers",
  "post video, followers",
  "post image, close friends",
  "post video, close friends",
  "post image variant, close friends",
  "story, followers",
  "story, close friends",
  "story variant, close friends",
  "comment image",
  "comment image variant",
  "message attachment",
  "message attachment variant",
  "story reply preview",
  "profile image, private account",
  "profile image variant, private account",
] as const;
type Media = (typeof MEDIA)[number];
/** A WebP variant ("<key>.w320.webp", docs/decisions/media.md) follows its original's rule in every cell and after every event. */
const VARIANT_OF = {
  "post image variant, close friends": "post image, close friends",
  "story variant, close friends": "story, close friends",
  "comment image variant": "comment image",
  "message attachment variant": "message attachment",
  "profile image variant, private account": "profile image, private account",
} as const satisfies Partial<Record<Media, Media>>;
type Variant = keyof typeof VARIANT_OF;
type Original = Exclude<Media, Variant>;
const ruleOf = (media: Media): Original => (media in VARIANT_OF ? VARIANT_OF[media as Variant] : (media as Original));

const FOLLOWERS: ViewerKind[] = ["owner", "follower", "closeFriend", "removedCloseFriend"];
const EVERY_MEMBER: ViewerKind[] = [...FOLLOWERS, "nonFollower", "admin"];
const CLOSE: ViewerKind[] = ["owner", "closeFriend"];
/** Who gets the bytes at baseline (everyone else signed in: 404); a variant, its original's row. */
const BASELINE: Record<Original, ViewerKind[]> = {
  "post image, everyone": EVERY_MEMBER,
  "post video, everyone": EVERY_MEMBER,
  "post image, followers": FOLLOWERS,
  "post video, followers": FOLLOWERS,
  "post image, close friends": CLOSE,
  "post video, close friends": CLOSE,
  "story, followers": FOLLOWERS,
  "story, close friends": CLOSE,
  // the owner's comment under their followers-only post: the post's audience
  "comment image": FOLLOWERS,
  // a conversation between the owner and the follower
  "message attachment": ["owner", "follower"],
  // the close friend's reply to a Close Friends story: the preview is the story's own image
  "story reply preview": CLOSE,
  // the profile header shows it to every member no block hides it from; the blocker's list of blocked members too
  "profile image, private account": [...EVERY_MEMBER, "blocker"],
};

let users: Record<Exclude<ViewerKind, "anonymous"> | "privateOwner", TestUser>;
const paths = {} as Record<Media, string>;
const ids = { everyonePost: "", followersPost: "", closePost: "", followersStory: "", closeStory: "", replyStory: "", comment: "", message: "" };

const viewerFor = (media: Media, kind: ViewerKind): TestUser | null =>
  kind === "anonymous" ? null : kind === "owner" && ruleOf(media) === "profile image, private account" ? users.privateOwner : users[kind];

async function statuses(cells: [Media, ViewerKind][]): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [media, kind] of cells) out[`${media} | ${kind}`] = (await fetchObject(paths[media], { cookie: viewerFor(media, kind)?.cookie })).status;
  return out;
}

const ALL_CELLS = MEDIA.flatMap((media) => VIEWERS.map((kind): [Media, ViewerKind] => [media, kind]));

/** The whole matrix as expected: `loses` leaves those viewers out; `signedOut` viewers have no session left. */
function expected(change: { loses?: Partial<Record<Media, readonly ViewerKind[]>>; signedOut?: ViewerKind[] } = {}): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [media, kind] of ALL_CELLS) {
    const sees = BASELINE[ruleOf(media)].includes(kind) && !change.loses?.[ruleOf(media)]?.includes(kind);
    out[`${media} | ${kind}`] = kind === "anonymous" || change.signedOut?.includes(kind) ? 401 : sees ? 200 : 404;
  }
  return out;
}

const h = (handler: unknown) => handler as Handler;
const byId = (handler: unknown, viewer: TestUser, params: Record<string, string>, extra: Parameters<typeof call>[2] = {}) =>
  call(h(handler), "/x", { cookie: viewer.cookie, params, ...extra });

async function upload(ownerId: string, kind: "image" | "video" = "image") {
  return registeredUpload(ownerId, "post", kind, { store: true });
}

/** Stores a 320 px variant of `variant`'s original beside it, recorded on its upload as the real upload path does. */
async function addVariant(variant: Variant) {
  const original = paths[VARIANT_OF[variant]];
  const key = keyFromObjectPath(original)!;
  await getStorage().put(variantUrl(key, 320), Buffer.from("variant-bytes"), { contentType: "image/webp" });
  await db.upload.update({ where: { objectKey: key }, data: { variantWidths: [320] } });
  paths[variant] = variantUrl(original, 320);
}

async function conversation(a: TestUser, b: TestUser) {
  const [userAId, userBId] = [a.id, b.id].sort();
  return db.conversation.create({
    data: { userAId: userAId!, userBId: userBId!, starterId: a.id, lastMessageAt: new Date(), members: { create: [{ userId: a.id }, { userId: b.id }] } },
    select: { id: true },
  });
}

/** Baseline relations: three followers of the owner, one on Close Friends; blocks both ways; nobody suspended or private but the private owner. */
async function restoreBaseline() {
  const { owner, privateOwner, follower, closeFriend, removedCloseFriend, blocked, blocker } = users;
  const owners = [owner.id, privateOwner.id];
  await db.user.updateMany({ where: { id: { in: owners } }, data: { suspendedAt: null } });
  await db.user.update({ where: { id: owner.id }, data: { isPrivate: false } });
  await db.block.deleteMany({ where: { OR: [{ blockerId: { in: owners } }, { blockedId: { in: owners } }] } });
  await db.block.createMany({
    data: [
      { blockerId: owner.id, blockedId: blocked.id },
      { blockerId: privateOwner.id, blockedId: blocked.id },
      { blockerId: blocker.id, blockedId: owner.id },
      { blockerId: blocker.id, blockedId: privateOwner.id },
    ],
  });
  await db.follow.createMany({ data: [follower, closeFriend, removedCloseFriend].map((u) => ({ followerId: u.id, followingId: owner.id })), skipDuplicates: true });
  await db.closeFriend.deleteMany({ where: { ownerId: owner.id } });
  await db.closeFriend.create({ data: { ownerId: owner.id, friendId: closeFriend.id } });
  await db.story.updateMany({ where: { authorId: owner.id }, data: { createdAt: new Date() } });
}

beforeAll(async () => {
  const [owner, privateOwner, follower, closeFriend, removedCloseFriend, nonFollower, blocked, blocker, admin] = await Promise.all([
    createUser({ firstName: "Owner" }),
    createUser({ firstName: "Private" }),
    createUser({ firstName: "Follower" }),
    createUser({ firstName: "Close" }),
    createUser({ firstName: "Removed" }),
    createUser({ firstName: "Stranger" }),
    createUser({ firstName: "Blocked" }),
    createUser({ firstName: "Blocker" }),
    createUser({ firstName: "Admin", admin: true }),
  ]);
  users = { owner, privateOwner, follower, closeFriend, removedCloseFriend, nonFollower, blocked, blocker, admin };
  await restoreBaseline();
  // the removed close friend was on the list, then taken off it through the app
  expect((await byId(addCloseFriendRoute, owner, { userId: removedCloseFriend.id }, { method: "PUT" })).status).toBeLessThan(300);
  expect((await byId(closeFriendRoute, owner, { userId: removedCloseFriend.id }, { method: "DELETE" })).status).toBeLessThan(300);

  const post = async (audience: "everyone" | "followers" | "close_friends", image: Media, video: Media) => {
    paths[image] = await upload(owner.id);
    paths[video] = await upload(owner.id, "video");
    const row = await db.post.create({
      data: { authorId: owner.id, audience, media: { create: [{ position: 0, url: paths[image], type: "image" }, { position: 1, url: paths[video], type: "video" }] } },
      select: { id: true },
    });
    return row.id;
  };
  ids.everyonePost = await post("everyone", "post image, everyone", "post video, everyone");
  ids.followersPost = await post("followers", "post image, followers", "post video, followers");
  ids.closePost = await post("close_friends", "post image, close friends", "post video, close friends");
  const story = async (audience: "followers" | "close_friends", media: Media) => {
    paths[media] = await upload(owner.id);
    return (await db.story.create({ data: { authorId: owner.id, imageUrl: paths[media], variantWidths: [320], audience }, select: { id: true } })).id;
  };
  ids.followersStory = await story("followers", "story, followers");
  ids.closeStory = await story("close_friends", "story, close friends");
  ids.replyStory = await story("close_friends", "story reply preview");
  paths["comment image"] = await upload(owner.id);
  ids.comment = (await db.comment.create({ data: { postId: ids.followersPost, authorId: owner.id, content: "look", imageUrl: paths["comment image"], imageVariantWidths: [320] }, select: { id: true } })).id;
  paths["message attachment"] = await upload(owner.id);
  const direct = await conversation(owner, follower);
  ids.message = (await db.message.create({ data: { conversationId: direct.id, senderId: owner.id, mediaUrl: paths["message attachment"], mediaType: "image", mediaVariantWidths: [320] }, select: { id: true } })).id;
  const replies = await conversation(closeFriend, owner);
  await db.message.create({ data: { conversationId: replies.id, senderId: closeFriend.id, content: "love this", storyId: ids.replyStory, isStoryReply: true } });
  paths["profile image, private account"] = await upload(privateOwner.id);
  await db.user.update({ where: { id: privateOwner.id }, data: { isPrivate: true, profileImageUrl: paths["profile image, private account"], profileImageVariantWidths: [320] } });
  for (const variant of Object.keys(VARIANT_OF) as Variant[]) await addVariant(variant);
});

const OWNERS_MEDIA = MEDIA.filter((media) => ruleOf(media) !== "profile image, private account");
const everyone = (media: readonly Media[]) => Object.fromEntries(media.map((m) => [m, VIEWERS])) as Partial<Record<Media, readonly ViewerKind[]>>;

type RevocationEvent = { event: string; apply: () => Promise<unknown>; loses: Partial<Record<Media, readonly ViewerKind[]>>; signedOut?: ViewerKind[] };
// it.each tables are read before beforeAll runs: `apply` resolves the members when it runs.
const EVENTS: RevocationEvent[] = [
  {
    event: "the follower unfollows",
    apply: async () => expect((await byId(followRoute, users.follower, { id: users.owner.id }, { method: "POST" })).data).toMatchObject({ isFollowing: false }),
    loses: { "post image, followers": ["follower"], "post video, followers": ["follower"], "story, followers": ["follower"], "comment image": ["follower"] },
  },
  {
    event: "the owner removes the close friend from Close Friends",
    apply: async () => expect((await byId(closeFriendRoute, users.owner, { userId: users.closeFriend.id }, { method: "DELETE" })).status).toBeLessThan(300),
    loses: { "post image, close friends": ["closeFriend"], "post video, close friends": ["closeFriend"], "story, close friends": ["closeFriend"], "story reply preview": ["closeFriend"] },
  },
  {
    event: "the owner blocks the follower",
    apply: async () => expect((await block(users.owner, users.follower.id)).data).toEqual({ blocked: true }),
    // the conversation is gone for both of them (listMessages), so is its attachment
    loses: { ...Object.fromEntries(OWNERS_MEDIA.map((m) => [m, ["follower"]])), "message attachment": ["owner", "follower"] },
  },
  {
    event: "the owner switches to private",
    apply: async () => expect((await byId(profileRoute, users.owner, { id: users.owner.id }, { method: "PUT", body: { username: users.owner.username, isPrivate: true } })).status).toBe(200),
    loses: { "post image, everyone": ["nonFollower"], "post video, everyone": ["nonFollower"] },
  },
  {
    event: "both owners are suspended",
    apply: () => db.user.updateMany({ where: { id: { in: [users.owner.id, users.privateOwner.id] } }, data: { suspendedAt: new Date() } }),
    // only admins still see what they saw (a suspended member cannot sign in)
    loses: Object.fromEntries(MEDIA.map((m) => [m, VIEWERS.filter((v) => v !== "admin")])),
    signedOut: ["owner"],
  },
  {
    event: "the stories expire",
    apply: () => db.story.updateMany({ where: { authorId: users.owner.id }, data: { createdAt: new Date(Date.now() - 25 * 3_600_000) } }),
    loses: everyone(["story, followers", "story, close friends", "story reply preview"]),
  },
  {
    event: "the owner deletes the posts, the stories, the comment and the message",
    apply: async () => {
      const { owner } = users;
      expect((await byId(commentRoute, owner, { id: ids.comment }, { method: "DELETE" })).status).toBeLessThan(300);
      expect((await byId(messageRoute, owner, { id: ids.message }, { method: "DELETE" })).status).toBeLessThan(300);
      for (const id of [ids.everyonePost, ids.followersPost, ids.closePost]) expect((await byId(postRoute, owner, { id }, { method: "DELETE" })).status).toBeLessThan(300);
      for (const id of [ids.followersStory, ids.closeStory, ids.replyStory]) expect((await byId(storyRoute, owner, { id }, { method: "DELETE" })).status).toBeLessThan(300);
      // Deleting posts, stories and messages deletes their stored objects too, so their 404s below would
      // come from a missing object even without the access check: they prove only that the media is gone.
      // The comment image is the one whose bytes stay: its 404s are the access check's.
      const stored: Media[] = [];
      for (const media of OWNERS_MEDIA) if (await getStorage().stat(keyFromObjectPath(paths[media])!)) stored.push(media);
      expect(stored).toEqual(["comment image", "comment image variant"]);
    },
    // comment deletion leaves the stored image (lib/domain/comments/delete-comment.ts): no content
    // carries it any more, so it is again its uploader's own file, as before it was attached
    loses: { ...everyone(OWNERS_MEDIA), "comment image": VIEWERS.filter((v) => v !== "owner") },
  },
];

describe("GET /objects/<key>: media follows its content's audience", () => {
  it("at baseline, each kind of media answers exactly its audience", async () => {
    expect(await statuses(ALL_CELLS)).toEqual(expected());
  });

  it("restricted media is never immutable: revalidated on every use, so a revocation applies at the next load", async () => {
    const res = await fetchObject(paths["story, close friends"], { cookie: users.closeFriend.cookie, head: true });
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    const etag = res.headers.get("etag") ?? "";
    expect((await fetchObject(paths["story, close friends"], { cookie: users.closeFriend.cookie, headers: { "if-none-match": etag } })).status).toBe(304);
    // the revalidation of a member outside the audience runs the same check
    expect((await fetchObject(paths["story, close friends"], { cookie: users.follower.cookie, headers: { "if-none-match": etag } })).status).toBe(404);
  });

  it("a story's media expires at exactly 24 hours, the same instant its JSON does (createdAt > now - 24 h)", async () => {
    await restoreBaseline();
    const storyMedia = ["story, followers", "story, close friends", "story variant, close friends", "story reply preview"] as const;
    const now = new Date();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(now);
    try {
      const ownerStoriesFor = async (viewer: TestUser) =>
        ((await call(h(storiesRoute), "/api/stories", { cookie: viewer.cookie })).data as { userId: string }[]).filter((s) => s.userId === users.owner.id).length;
      const age = async (ms: number) => db.story.updateMany({ where: { authorId: users.owner.id }, data: { createdAt: new Date(now.getTime() - ms) } });

      await age(STORY_LIFETIME_MS - 1); // a millisecond before the end: JSON and media both still there
      expect(await ownerStoriesFor(users.closeFriend)).toBe(3);
      for (const media of storyMedia) expect((await fetchObject(paths[media], { cookie: users.closeFriend.cookie })).status, media).toBe(200);

      await age(STORY_LIFETIME_MS); // exactly 24 hours: gone from the JSON, so the media answers 404
      expect(await ownerStoriesFor(users.closeFriend)).toBe(0);
      for (const media of storyMedia) expect((await fetchObject(paths[media], { cookie: users.closeFriend.cookie })).status, media).toBe(404);
    } finally {
      vi.useRealTimers();
    }
  });

  it.each(EVENTS)("after $event, exactly the audience that is left gets the bytes", async ({ apply, loses, signedOut }) => {
    await restoreBaseline();
    const losing = Object.entries(loses).flatMap(([media, kinds]) => kinds!.filter((k) => BASELINE[ruleOf(media as Media)].includes(k)).map((k): [Media, ViewerKind] => [media as Media, k]));
    expect(Object.values(await statuses(losing)).every((status) => status === 200)).toBe(true);
    await apply();
    expect(await statuses(ALL_CELLS)).toEqual(expected({ loses, signedOut }));
  });
});

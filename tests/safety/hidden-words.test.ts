import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as hiddenCommentsRoute } from "@/app/api/hidden-comments/route";
import { DELETE as deleteHiddenRoute } from "@/app/api/hidden-comments/[id]/route";
import { POST as showHiddenRoute } from "@/app/api/hidden-comments/[id]/show/route";
import { GET as getWordsRoute, PUT as putWordsRoute } from "@/app/api/hidden-words/route";
import { GET as notificationsRoute } from "@/app/api/notifications/route";
import { POST as commentRoute } from "@/app/api/posts/[id]/comments/route";
import { POST as reportRoute } from "@/app/api/reports/route";
import { GET as storyCommentsRoute, POST as storyCommentRoute } from "@/app/api/stories/[id]/comments/route";
import { db } from "@/lib/data/db";
import { list as conversations, send, start, unread } from "@/tests/messages/support";
import { follow, seedPost } from "@/tests/posts/support";
import { as, idsOf } from "@/tests/safety/surfaces";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";

// HIDDEN WORDS (issue #33): a member's list and the built-in list, matched after normalising width,
// case, kana and common disguises; a comment that matches is hidden from everyone but its author in
// every list and count; a message request that matches goes to "Hidden requests" with no notice,
// push or unread count.

const h = (handler: unknown) => handler as Handler;
const getWords = (who: TestUser | null) => call(h(getWordsRoute), "/api/hidden-words", { cookie: who?.cookie });
const putWords = (who: TestUser | null, body: unknown) => call(h(putWordsRoute), "/api/hidden-words", { method: "PUT", cookie: who?.cookie, body });
const hiddenComments = (who: TestUser) => call(h(hiddenCommentsRoute), "/api/hidden-comments", { cookie: who.cookie });
const showHidden = (who: TestUser, id: string) => call(h(showHiddenRoute), `/api/hidden-comments/${id}/show`, { method: "POST", cookie: who.cookie, params: { id } });
const deleteHidden = (who: TestUser, id: string) => call(h(deleteHiddenRoute), `/api/hidden-comments/${id}`, { method: "DELETE", cookie: who.cookie, params: { id } });
const comment = async (who: TestUser, postId: string, content: string) => {
  const res = await call(h(commentRoute), "/x", { cookie: who.cookie, params: { id: postId }, body: { content } });
  expect(res.status).toBe(201);
  return res.data.id as string;
};
const isHidden = async (commentId: string) => (await db.comment.findUniqueOrThrow({ where: { id: commentId } })).hiddenAt !== null;

let owner: TestUser;
let commenter: TestUser;
let third: TestUser;

beforeAll(async () => {
  [owner, commenter, third] = await Promise.all([createUser({ firstName: "Hwowner" }), createUser({ firstName: "Hwcommenter" }), createUser({ firstName: "Hwthird" })]);
  await follow(third.id, owner.id);
  await follow(commenter.id, owner.id);
});

describe("GET and PUT /api/hidden-words", () => {
  it("answers 401 without a session", async () => {
    expect((await getWords(null)).status).toBe(401);
    expect((await putWords(null, { words: [] })).status).toBe(401);
  });

  it("starts empty with the built-in list on, replaces the list, collapses duplicates after normalising, keeps builtIn when not sent", async () => {
    const member = await createUser();
    expect((await getWords(member)).data).toEqual({ words: [], builtIn: true, hideInFeed: false });
    const put = await putWords(member, { words: [" Spoiler ", "SPOILER", "ｓｐｏｉｌｅｒ", "ネタバレ", "ねたばれ"], builtIn: false });
    expect(put.status).toBe(200);
    expect(put.data).toEqual({ words: ["Spoiler", "ネタバレ"], builtIn: false, hideInFeed: false });
    expect((await putWords(member, { words: ["other"] })).data).toEqual({ words: ["other"], builtIn: false, hideInFeed: false });
    expect((await getWords(member)).data).toEqual({ words: ["other"], builtIn: false, hideInFeed: false });
  });

  it.each([
    ["not an object", [1, 2]],
    ["words missing", {}],
    ["words not a list", { words: "spoiler" }],
    ["an entry not a string", { words: [42] }],
    ["an empty entry", { words: ["  "] }],
    ["an entry of 101 characters", { words: ["x".repeat(101)] }],
    ["501 entries", { words: Array.from({ length: 501 }, (_, i) => `w${i}`) }],
    ["builtIn not a boolean", { words: [], builtIn: "no" }],
  ])("answers 400 for %s", async (_name, body) => {
    const res = await putWords(owner, body);
    expect(res.status).toBe(400);
    expect(res.data.code).toBe("bad_request");
  });

  it("accepts 500 entries of 100 characters", async () => {
    const member = await createUser();
    const words = Array.from({ length: 500 }, (_, i) => `${i}`.padStart(3, "x") + "y".repeat(97));
    const res = await putWords(member, { words });
    expect(res.status).toBe(200);
    expect(res.data.words).toHaveLength(500);
  });
});

describe("matching variants in both languages", () => {
  let postId: string;
  beforeAll(async () => {
    postId = (await seedPost(owner.id)).id;
    expect((await putWords(owner, { words: ["spoiler", "ネタバレ", "クソ映画"], builtIn: true })).status).toBe(200);
  });

  it.each([
    // the member's English word: case, width, leetspeak, separators, zero-width, repeated letters, spaced letters, plural
    ["SPOILER alert", true],
    ["ｓｐｏｉｌｅｒ", true],
    ["sp01l3r!", true],
    ["s.p.o.i.l.e.r", true],
    ["spo\u200biler", true],
    ["spoooiiiler", true],
    ["s p o i l e r", true],
    ["no spoilers please", true],
    // the member's Japanese words: katakana, hiragana, half-width, separators, inside a sentence
    ["これはネタバレです", true],
    ["ねたばれ注意", true],
    ["ﾈﾀﾊﾞﾚ", true],
    ["ネ・タ・バ・レ", true],
    ["本当にくそえいが", false],
    ["本当にクソ映画だった", true],
    // the built-in list, both languages
    ["you FAGGOT", true],
    ["ｆ４ｇｇ０ｔ", true],
    ["このｵｶﾏ野郎", true],
    ["ホモきもい", true],
    // not matches: inside another word, unrelated text, words the built-in list keeps out of substrings
    ["spoilers-free zone", true],
    ["despoilers", false],
    ["great photo!", false],
    ["お構いなく、おかまいなく", false],
    ["レズビアンの友だち", false],
  ])("%j hidden: %s", async (text, hidden) => {
    const id = await comment(commenter, postId, text);
    expect(await isHidden(id)).toBe(hidden);
  });

  it("with the built-in list off, only the member's own words hide", async () => {
    const member = await createUser();
    const post = await seedPost(member.id);
    expect((await putWords(member, { words: ["spoiler"], builtIn: false })).status).toBe(200);
    expect(await isHidden(await comment(commenter, post.id, "you faggot"))).toBe(false);
    expect(await isHidden(await comment(commenter, post.id, "spoiler"))).toBe(true);
  });

  it("the owner's own comment on their post is never hidden", async () => {
    expect(await isHidden(await comment(owner, postId, "spoiler"))).toBe(false);
  });
});

describe("a hidden comment", () => {
  let postId: string;
  let hiddenId: string;
  let visibleId: string;

  beforeEach(async () => {
    expect((await putWords(owner, { words: ["spoiler"] })).status).toBe(200);
    postId = (await seedPost(owner.id, { createdAt: new Date() })).id;
    await db.savedPost.deleteMany({ where: { userId: third.id } });
    expect((await as(third).save(postId)).status).toBeLessThan(300);
    visibleId = await comment(commenter, postId, "lovely");
    hiddenId = await comment(commenter, postId, "Spoiler: it ends well");
  });

  const countIn = (rows: { id: string; commentsCount: number }[]) => rows.find((p) => p.id === postId)?.commentsCount;

  it("is invisible to a third member in every list and count, visible to its author, not counted for the owner", async () => {
    // the third member: the comments list, the post, the feed, the profile grid, saved posts
    const third$ = as(third);
    expect(idsOf((await third$.comments(postId)).data)).toEqual([visibleId]);
    expect((await third$.post(postId)).data.commentsCount).toBe(1);
    expect(countIn((await third$.feed()).data)).toBe(1);
    expect(countIn((await third$.userPosts(owner.id)).data)).toBe(1);
    expect(countIn(((await third$.saved()).data as { post: { id: string; commentsCount: number } }[]).map((s) => s.post))).toBe(1);
    // reading it by id: a report of it is a 404, as for a comment that does not exist
    const report = await call(h(reportRoute), "/api/reports", { cookie: third.cookie, body: { targetType: "comment", targetId: hiddenId, reason: "spam" } });
    expect(report.status).toBe(404);
    // its author sees it as before, in the list and in the count, and is not told
    const author$ = as(commenter);
    const authorList = (await author$.comments(postId)).data;
    expect(idsOf(authorList)).toEqual([visibleId, hiddenId]);
    expect(authorList[1]).not.toHaveProperty("hiddenAt");
    expect((await author$.post(postId)).data.commentsCount).toBe(2);
    expect(countIn((await author$.feed()).data)).toBe(2);
    // the owner: not in the post's list or count, no notice, but under Hidden comments
    const owner$ = as(owner);
    expect(idsOf((await owner$.comments(postId)).data)).toEqual([visibleId]);
    expect((await owner$.post(postId)).data.commentsCount).toBe(1);
    const notices = await call(h(notificationsRoute), "/api/notifications", { cookie: owner.cookie });
    expect(JSON.stringify(notices.data)).not.toContain(hiddenId);
    expect(await db.notification.count({ where: { commentId: hiddenId } })).toBe(0);
    expect(await db.notification.count({ where: { commentId: visibleId } })).toBe(1);
    expect(idsOf((await hiddenComments(owner)).data)).toContain(hiddenId);
    expect(idsOf((await hiddenComments(third)).data)).not.toContain(hiddenId);
  });

  it("Show makes it visible and counted for everyone; Delete removes it; neither works for anyone but the post's owner", async () => {
    expect((await showHidden(third, hiddenId)).status).toBe(404);
    expect((await showHidden(commenter, hiddenId)).status).toBe(404);
    expect((await deleteHidden(commenter, hiddenId)).status).toBe(404);
    expect((await showHidden(owner, hiddenId)).status).toBe(204);
    expect(idsOf((await as(third).comments(postId)).data)).toEqual([visibleId, hiddenId]);
    expect((await as(third).post(postId)).data.commentsCount).toBe(2);
    expect(idsOf((await hiddenComments(owner)).data)).not.toContain(hiddenId);
    // a shown comment is not a hidden one any more: Delete through Hidden comments answers 404
    expect((await deleteHidden(owner, hiddenId)).status).toBe(404);
    // a list change does not hide again what the owner chose to show
    expect((await putWords(owner, { words: ["spoiler", "ends"] })).status).toBe(200);
    expect(await isHidden(hiddenId)).toBe(false);

    const another = await comment(commenter, postId, "SPOILER again");
    expect((await deleteHidden(owner, another)).status).toBe(204);
    expect(await db.comment.count({ where: { id: another } })).toBe(0);
  });

  it("an edit decides again: clean text shows it, matching text hides it (and takes its notices back)", async () => {
    expect((await as(commenter).editComment(hiddenId, "no worries, nothing given away")).status).toBe(200);
    expect(idsOf((await as(third).comments(postId)).data)).toEqual([visibleId, hiddenId]);
    expect((await as(commenter).editComment(visibleId, "sp0iler!")).status).toBe(200);
    expect(idsOf((await as(third).comments(postId)).data)).toEqual([hiddenId]);
    expect(await db.notification.count({ where: { commentId: visibleId } })).toBe(0);
  });

  it("a change of the list re-decides recent comments: a new word hides, a removed word shows again", async () => {
    expect((await putWords(owner, { words: ["lovely", "spoiler"] })).status).toBe(200);
    expect(await isHidden(visibleId)).toBe(true);
    expect(idsOf((await as(third).comments(postId)).data)).toEqual([]);
    expect(await db.notification.count({ where: { commentId: visibleId } })).toBe(0);
    expect((await putWords(owner, { words: [] })).status).toBe(200);
    expect(idsOf((await as(third).comments(postId)).data)).toEqual([visibleId, hiddenId]);
  });
});

describe("message requests", () => {
  let recipient: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    [recipient, stranger] = await Promise.all([createUser(), createUser()]);
    expect((await putWords(recipient, { words: ["ugly"] })).status).toBe(200);
    // a device subscribed for push, so that a push would be queued if one were due
    const session = await db.session.findFirstOrThrow({ where: { userId: recipient.id } });
    await db.pushSubscription.create({ data: { userId: recipient.id, sessionId: session.id, endpoint: `https://127.0.0.1/push/${recipient.id}`, p256dh: "k", auth: "a" } });
  });

  it("a request that matches goes to Hidden requests: no unread count, no push; the sender sees a request pending as usual", async () => {
    const opened = await start(stranger, recipient.id);
    const id = opened.data.id as string;
    expect((await send(stranger, id, { content: "you are ＵＧＬＹ" })).status).toBe(201);
    expect(idsOf((await conversations(recipient, { folder: "hidden" })).data)).toEqual([id]);
    expect(idsOf((await conversations(recipient, { folder: "requests" })).data)).toEqual([]);
    expect((await unread(recipient)).data).toEqual({ inbox: 0, requests: 0 });
    expect(await db.pushDelivery.count({ where: { userId: recipient.id } })).toBe(0);
    const senderSide = (await conversations(stranger)).data.find((c: { id: string }) => c.id === id);
    expect(senderSide).toMatchObject({ pendingForOther: true, folder: "inbox" });
    // a later message that matches nothing keeps it hidden
    expect((await send(stranger, id, { content: "hello?" })).status).toBe(201);
    expect(idsOf((await conversations(recipient, { folder: "hidden" })).data)).toEqual([id]);
    expect(await db.pushDelivery.count({ where: { userId: recipient.id } })).toBe(0);
  });

  it("a request that does not match is a request as before (unread, push queued)", async () => {
    const other = await createUser();
    const opened = await start(other, recipient.id);
    expect((await send(other, opened.data.id, { content: "hello there" })).status).toBe(201);
    expect(idsOf((await conversations(recipient, { folder: "requests" })).data)).toEqual([opened.data.id]);
    expect((await unread(recipient)).data.requests).toBe(1);
    expect(await db.pushDelivery.count({ where: { userId: recipient.id, kind: "messageRequests" } })).toBe(1);
  });

  it("a conversation the recipient accepted, or one with someone they follow, is never hidden", async () => {
    const friend = await createUser();
    await follow(recipient.id, friend.id);
    const opened = await start(friend, recipient.id);
    expect((await send(friend, opened.data.id, { content: "ugly weather" })).status).toBe(201);
    expect(idsOf((await conversations(recipient)).data)).toContain(opened.data.id);
    expect(idsOf((await conversations(recipient, { folder: "hidden" })).data)).not.toContain(opened.data.id);
  });

  it("a story reply that matches is left out of the story's replies, notifies nobody, and its message copy is a hidden request", async () => {
    const replier = await createUser();
    await follow(replier.id, recipient.id);
    const story = await db.story.create({ data: { authorId: recipient.id, imageUrl: "/objects/demo/hw-story.jpg" }, select: { id: true } });
    const reply = (content: string) => call(h(storyCommentRoute), "/x", { cookie: replier.cookie, params: { id: story.id }, body: { content } });
    const hidden = await reply("ｕｇｌｙ outfit");
    expect(hidden.status).toBe(201);
    const plain = await reply("nice outfit");
    expect(plain.status).toBe(201);
    const listed = await call(h(storyCommentsRoute), "/x", { cookie: recipient.cookie, params: { id: story.id } });
    expect(idsOf(listed.data)).toEqual([plain.data.id]);
    expect(await db.notification.count({ where: { storyCommentId: hidden.data.id } })).toBe(0);
    expect(await db.notification.count({ where: { storyCommentId: plain.data.id } })).toBe(1);
    expect(idsOf((await conversations(recipient, { folder: "hidden" })).data)).toContain(hidden.data.conversationId);
  });
});

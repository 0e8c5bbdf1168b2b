import { POST as reportRoute } from "@/app/api/reports/route";
import { db } from "@/lib/data/db";
import { call, type Handler, type TestUser } from "@/tests/support/http";
import { seedPost } from "@/tests/posts/support";

// Seeds for moderation tests: one of each reportable target, written straight to the database.
export const reportHandler = reportRoute as Handler;

export async function seedTargets(owner: TestUser) {
  const post = await seedPost(owner.id, { caption: "reported caption" });
  const comment = await db.comment.create({ data: { postId: post.id, authorId: owner.id, content: "reported comment" }, select: { id: true } });
  const story = await db.story.create({ data: { authorId: owner.id, imageUrl: "/objects/demo/story.jpg" }, select: { id: true } });
  const event = await db.event.create({
    data: { organizerId: owner.id, title: "Reported Night", date: new Date(Date.now() + 86_400_000), eventType: "party" },
    select: { id: true },
  });
  const business = await db.business.create({ data: { name: "Reported Bar", businessType: "bar", ownerId: owner.id }, select: { id: true } });
  return { post: post.id, comment: comment.id, story: story.id, user: owner.id, event: event.id, business: business.id };
}

export async function report(user: TestUser, body: Record<string, unknown>) {
  return call(reportHandler, "/api/reports", { cookie: user.cookie, body });
}

/**
 * A conversation between `a` and `b` written straight to the database, with `count` messages sent in
 * turn (a first), one second apart and ending a minute ago; the messages' ids oldest first.
 */
export async function seedConversation(a: TestUser, b: TestUser, count: number) {
  const [userAId, userBId] = [a.id, b.id].sort() as [string, string];
  const conversation = await db.conversation.create({
    data: { userAId, userBId, starterId: a.id, members: { create: [{ userId: a.id }, { userId: b.id }] } },
    select: { id: true },
  });
  const start = Date.now() - 60_000 - count * 1000;
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const row = await db.message.create({
      data: { conversationId: conversation.id, senderId: i % 2 ? b.id : a.id, content: `m${i}`, createdAt: new Date(start + i * 1000) },
      select: { id: true },
    });
    ids.push(row.id);
  }
  return { id: conversation.id, messages: ids };
}

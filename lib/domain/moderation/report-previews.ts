import "server-only";
import { db } from "@/lib/data/db";
import { mediaVariantFields } from "@/lib/contract/media/variants";
import type { ReportPreview } from "@/lib/contract/moderation/types";
import { conversationPreviews, messagePreviews } from "@/lib/domain/moderation/message-previews";

type Target = { targetType: string; targetId: string };

const key = (type: string, id: string) => `${type}:${id}`;

/** Inline previews of a page's targets: at most one query per target type. Missing = removed. */
export async function reportPreviews(targets: Target[]): Promise<Map<string, ReportPreview>> {
  const ids = (type: string) => [...new Set(targets.filter((t) => t.targetType === type).map((t) => t.targetId))];
  const [posts, comments, stories, users, events, businesses, reviews] = await Promise.all([
    ids("post").length
      ? db.post.findMany({ where: { id: { in: ids("post") } }, select: { id: true, caption: true, media: { orderBy: { position: "asc" }, take: 1, select: { url: true, type: true, variantWidths: true, placeholder: true } } } })
      : [],
    ids("comment").length ? db.comment.findMany({ where: { id: { in: ids("comment") } }, select: { id: true, content: true, imageUrl: true, imageVariantWidths: true, imagePlaceholder: true } }) : [],
    ids("story").length ? db.story.findMany({ where: { id: { in: ids("story") } }, select: { id: true, imageUrl: true, mediaType: true, variantWidths: true, placeholder: true } }) : [],
    ids("user").length ? db.user.findMany({ where: { id: { in: ids("user") } }, select: { id: true, bio: true, suspendedAt: true, strikeCount: true } }) : [],
    ids("event").length ? db.event.findMany({ where: { id: { in: ids("event") } }, select: { id: true, title: true, date: true, location: true } }) : [],
    ids("business").length ? db.business.findMany({ where: { id: { in: ids("business") } }, select: { id: true, name: true, city: true, imageUrl: true } }) : [],
    ids("review").length
      ? db.businessReview.findMany({ where: { id: { in: ids("review") } }, select: { id: true, rating: true, content: true, imageUrl: true, business: { select: { id: true, name: true } } } })
      : [],
  ]);
  const map = new Map<string, ReportPreview>();
  const [messages, conversations] = await Promise.all([messagePreviews(ids("message")), conversationPreviews(ids("conversation"))]);
  for (const [id, preview] of messages) map.set(key("message", id), preview);
  for (const [id, preview] of conversations) map.set(key("conversation", id), preview);
  for (const p of posts) map.set(key("post", p.id), { kind: "post", caption: p.caption, mediaUrl: p.media[0]?.url ?? null, mediaType: p.media[0]?.type ?? null, ...mediaVariantFields(p.media[0]?.variantWidths, p.media[0]?.placeholder) });
  for (const c of comments) map.set(key("comment", c.id), { kind: "comment", text: c.content, mediaUrl: c.imageUrl, ...mediaVariantFields(c.imageVariantWidths, c.imagePlaceholder) });
  for (const s of stories) map.set(key("story", s.id), { kind: "story", mediaUrl: s.imageUrl, mediaType: s.mediaType, ...mediaVariantFields(s.variantWidths, s.placeholder) });
  for (const u of users) map.set(key("user", u.id), { kind: "user", bio: u.bio, suspended: u.suspendedAt !== null, strikeCount: u.strikeCount });
  // an event date it cannot print leaves the date out rather than breaking the desk
  for (const e of events) map.set(key("event", e.id), { kind: "event", title: e.title, date: Number.isNaN(e.date.getTime()) ? null : e.date.toISOString(), location: e.location });
  for (const b of businesses) map.set(key("business", b.id), { kind: "business", name: b.name, city: b.city, imageUrl: b.imageUrl });
  for (const r of reviews) map.set(key("review", r.id), { kind: "review", businessId: r.business.id, businessName: r.business.name, rating: r.rating, content: r.content, imageUrl: r.imageUrl });
  return map;
}

export { key as previewKey };

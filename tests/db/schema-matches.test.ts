import pg from "pg";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/data/db";
import { databaseCatalog, declaredCatalog } from "@/tests/db/schema-catalog";

// A freshly migrated database must match prisma/schema.prisma: a change to the schema without its
// migration (a column's type, nullability or default, an index, a foreign key) fails here.
describe("migrations match schema.prisma", () => {
  it("has the schema's enums, columns (type, nullability, default), indexes and foreign keys", async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      const actual = await databaseCatalog(client);
      const expected = declaredCatalog();
      expect(actual.enums).toEqual(expected.enums);
      expect(Object.keys(actual.tables).sort()).toEqual(Object.keys(expected.tables).sort());
      for (const [table, columns] of Object.entries(expected.tables)) expect({ table, columns: actual.tables[table] }).toEqual({ table, columns });
      expect(actual.indexes).toEqual(expected.indexes);
      expect(actual.foreignKeys).toEqual(expected.foreignKeys);
      const applied = await client.query(`SELECT count(*)::int AS n FROM "_prisma_migrations" WHERE finished_at IS NOT NULL`);
      expect(applied.rows[0].n).toBeGreaterThan(0);
    } finally {
      await client.end();
    }
  });

  it("writes and reads every model through the generated client", async () => {
    const suffix = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
    const user = await db.user.create({ data: { email: `schema.${suffix}@example.test`, passwordHash: "x", username: `schema_${suffix}` } });
    const other = await db.user.create({ data: { email: `schema2.${suffix}@example.test`, passwordHash: "x", username: `schema2_${suffix}` } });
    const upload = await db.upload.create({ data: { ownerId: user.id, tokenHash: `hash-${suffix}`, expiresAt: new Date(Date.now() + 60_000) } });
    const post = await db.post.create({
      data: { authorId: user.id, caption: "hello", media: { create: [{ position: 0, url: "/objects/a.jpg", type: "image" }] } },
      include: { media: true },
    });
    await db.postLike.create({ data: { postId: post.id, userId: other.id } });
    await db.comment.create({ data: { postId: post.id, authorId: other.id, content: "nice", videoUrl: "/objects/v.mp4" } });
    const collection = await db.collection.create({ data: { ownerId: other.id, title: "Faves" } });
    await db.savedPost.create({ data: { userId: other.id, postId: post.id, collectionId: collection.id } });
    await db.follow.create({ data: { followerId: other.id, followingId: user.id } });
    const story = await db.story.create({ data: { authorId: user.id, imageUrl: "/objects/s.jpg", mediaType: "image" } });
    await db.storyLike.create({ data: { storyId: story.id, userId: other.id } });
    await db.storyComment.create({ data: { storyId: story.id, authorId: other.id, content: "wow" } });
    const event = await db.event.create({
      data: { organizerId: user.id, title: "Izakaya night", date: new Date(), eventType: "izakaya_party", priceYen: 1500, tags: ["food", "friends"] },
    });
    await db.eventAttendee.create({ data: { eventId: event.id, userId: other.id } });
    const application = await db.businessApplication.create({
      data: { applicantId: other.id, name: "Rainbow Cafe", businessType: "cafe", tags: ["lgbtq-friendly"] },
    });
    await db.business.create({
      data: { name: "Rainbow Cafe", businessType: "cafe", ownerId: other.id, applicationId: application.id, averageRating: "4.50", tags: ["safe-space"] },
    });
    await db.notification.create({ data: { userId: other.id, type: "application_approved", title: "Approved", body: "Yay", data: { id: application.id } } });

    const loaded = await db.user.findUniqueOrThrow({
      where: { id: user.id },
      include: {
        posts: { include: { media: true, likes: true, comments: true, saves: true } },
        followers: true,
        stories: { include: { likes: true, comments: true } },
        organizedEvents: { include: { attendees: true } },
        uploads: true,
      },
    });
    expect(loaded.posts[0].media[0].type).toBe("image");
    expect(loaded.posts[0].likes).toHaveLength(1);
    expect(loaded.posts[0].comments[0].videoUrl).toBe("/objects/v.mp4");
    expect(loaded.posts[0].saves).toHaveLength(1);
    expect(loaded.followers).toHaveLength(1);
    expect(loaded.stories[0].likes).toHaveLength(1);
    expect(loaded.stories[0].comments[0].content).toBe("wow");
    expect(loaded.organizedEvents[0]).toMatchObject({ priceYen: 1500, tags: ["food", "friends"], ageRestriction: "all_ages" });
    expect(loaded.organizedEvents[0].attendees[0].status).toBe("interested");
    expect(loaded.uploads[0].id).toBe(upload.id);
    const business = await db.business.findUniqueOrThrow({ where: { applicationId: application.id }, include: { application: true, owner: true } });
    expect(business.averageRating?.toString()).toBe("4.5");
    expect(business.application?.status).toBe("pending");
    expect(await db.notification.count({ where: { userId: other.id } })).toBe(1);
  });
});

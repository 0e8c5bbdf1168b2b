import { describe, expect, it } from "vitest";
import { db } from "@/lib/data/db";
import { purgeExpiredStories } from "@/lib/domain/stories/purge-expired-stories";
import { createUser } from "@/tests/support/http";
import { follow, objectExists, seedStory } from "./helpers";

describe("stories cleanup (npm run stories:cleanup)", () => {
  it("purges stories older than 24 hours with their likes, messages and media; keeps fresh ones", async () => {
    const owner = await createUser({ firstName: "Kai" });
    const fan = await createUser();
    await follow(fan.id, owner.id);
    const old = await seedStory(owner.id, { hoursAgo: 25, withMedia: true });
    const fresh = await seedStory(owner.id, { hoursAgo: 23, withMedia: true });
    await db.storyLike.create({ data: { storyId: old.id, userId: fan.id } });
    await db.storyComment.create({ data: { storyId: old.id, authorId: fan.id, content: "hi" } });

    const result = await purgeExpiredStories();
    expect(result.stories).toBeGreaterThanOrEqual(1);
    expect(result.media).toBeGreaterThanOrEqual(1);
    expect(await db.story.count({ where: { id: old.id } })).toBe(0);
    expect(await db.storyLike.count({ where: { storyId: old.id } })).toBe(0);
    expect(await db.storyComment.count({ where: { storyId: old.id } })).toBe(0);
    expect(await objectExists(old.imageUrl.replace("/objects/", ""))).toBe(false);
    expect(await db.story.count({ where: { id: fresh.id } })).toBe(1);
    expect(await objectExists(fresh.imageUrl.replace("/objects/", ""))).toBe(true);

    // a second run finds nothing left to do
    expect(await purgeExpiredStories()).toEqual({ stories: 0, media: 0 });
  });
});

import "server-only";
import { randomBytes } from "node:crypto";
import { hashPassword } from "@/lib/core/password";
import { db } from "@/lib/data/db";
import { demoImage } from "@/prisma/seed/images";
import type { Viewer } from "@/lib/domain/safety/visibility";

// Development helper behind POST /api/dev/create-test-data: a few fresh members with posts and a
// story each, followed by the caller so they show up in the feed and the story strip at once.
const PEOPLE = [
  { firstName: "Haru", lastName: "Aoki", caption: "Sunset over Odaiba 🌅", location: "Odaiba, Tokyo" },
  { firstName: "Nao", lastName: "Fujita", caption: "Our book club's rainbow shelf", location: "Kichijoji, Tokyo" },
  { firstName: "Emi", lastName: "Hayashi", caption: "Matcha parfait research continues", location: "Uji, Kyoto" },
];

export type TestDataSummary = { users: number; posts: number; stories: number };

export async function createTestData(viewer: Viewer): Promise<TestDataSummary> {
  const suffix = randomBytes(3).toString("hex");
  const passwordHash = await hashPassword(randomBytes(12).toString("hex"));
  let posts = 0;
  let stories = 0;
  for (const [index, person] of PEOPLE.entries()) {
    const key = `${person.firstName.toLowerCase()}_${suffix}`;
    const avatar = await demoImage(`test-avatar-${index}`, index + 40, person.firstName[0], { width: 400, height: 400 });
    const images = await Promise.all([0, 1].slice(0, 1 + (index % 2)).map((i) => demoImage(`test-post-${index}-${i}`, index * 5 + i + 50, person.location)));
    const story = await demoImage(`test-story-${index}`, index + 60, person.firstName, { width: 720, height: 1280 });
    await db.user.create({
      data: {
        email: `${key}@test.niji.dev`,
        username: key,
        firstName: person.firstName,
        lastName: person.lastName,
        bio: "Test member created by Add Test Content",
        profileImageUrl: avatar,
        passwordHash,
        posts: {
          create: {
            caption: person.caption,
            location: person.location,
            createdAt: new Date(Date.now() - index * 60_000),
            media: { create: images.map((url, position) => ({ url, position, type: "image" as const })) },
          },
        },
        stories: { create: { imageUrl: story, mediaType: "image" } },
        followers: { create: { followerId: viewer.id } },
      },
      select: { id: true },
    });
    posts += 1;
    stories += 1;
  }
  return { users: PEOPLE.length, posts, stories };
}

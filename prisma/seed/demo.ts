import { hashPassword } from "@/lib/core/password";
import { getDb } from "@/lib/data/db";
import { recomputeRating } from "@/lib/domain/businesses/recompute-rating";
import { extractTags } from "@/lib/core/text/entities";
import { demoImage } from "./images";

// Demo content for the embedded default and `npm run db:seed`. Idempotent: users are upserted by
// e-mail; posts, events and businesses are created once; a demo business without reviews gets its
// reviews (and its rating from them); stories are refreshed when the demo members have none from the
// last 24 hours.
export const DEMO_ADMIN = { email: "admin@niji.demo", password: "niji-admin-2026" };
export const DEMO_MEMBER = { email: "member@niji.demo", password: "niji-member-2026" };

const PEOPLE = [
  { key: "admin", email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, username: "niji_admin", firstName: "Hana", lastName: "Admin", isAdmin: true, bio: "Keeping Niji safe and welcoming." },
  { key: "member", email: DEMO_MEMBER.email, password: DEMO_MEMBER.password, username: "demo_member", firstName: "Demo", lastName: "Member", isAdmin: false, bio: "Trying out Niji 🌈" },
  { key: "aiko", email: "aiko@niji.demo", username: "aiko.t", firstName: "Aiko", lastName: "Tanaka", bio: "Shibuya • coffee • pride parades" },
  { key: "kenji", email: "kenji@niji.demo", username: "kenji_osaka", firstName: "Kenji", lastName: "Mori", bio: "Osaka foodie.", pronouns: "he/him" },
  { key: "mika", email: "mika@niji.demo", username: "mika.draws", firstName: "Mika", lastName: "Sato", bio: "Illustrator.", pronouns: "she/they", identityLine: "Bi and proud" },
  { key: "ren", email: "ren@niji.demo", username: "ren_runs", firstName: "Ren", lastName: "Ito", bio: "Trail runner, ally, dog person." },
  { key: "sora", email: "sora@niji.demo", username: "sora.sky", firstName: "Sora", lastName: "Kim", bio: "Language exchange host in Shinjuku." },
  { key: "yuki", email: "yuki@niji.demo", username: "yuki_kyoto", firstName: "Yuki", lastName: "Nakamura", bio: "Kyoto tea & temples.", pronouns: "they/them", identityLine: "Xジェンダー / nonbinary" },
] as const;

const POSTS: { who: string; caption: string; location?: string; images: number }[] = [
  { who: "aiko", caption: "Pride in Yoyogi Park was magical this year 🌈 #プライド #東京", location: "Yoyogi Park, Tokyo", images: 2 },
  { who: "kenji", caption: "Found the coziest izakaya in Namba. Staff asked for our pronouns! #osaka", location: "Namba, Osaka", images: 1 },
  { who: "mika", caption: "New zine cover for the community art fair", images: 3 },
  { who: "ren", caption: "Morning run along the Kamo river", location: "Kyoto", images: 1 },
  { who: "sora", caption: "Thursday language exchange was packed — thank you all! Thanks @yuki_kyoto for co-hosting #東京", location: "Shinjuku, Tokyo", images: 2 },
  { who: "yuki", caption: "Tea ceremony workshop for beginners this weekend", location: "Gion, Kyoto", images: 1 },
  { who: "aiko", caption: "Latte art practice ☕", location: "Shibuya, Tokyo", images: 1 },
  { who: "member", caption: "My first post on Niji!", images: 1 },
];

// Reviews of the demo businesses by other demo members (never the owner; not the demo member, who
// can write their own). Each business's averageRating and totalReviews are computed from these rows
// by the app's recomputeRating: 4.6 from 5, 4.2 from 5, 4.8 from 4.
const REVIEWS: Record<string, { who: string; rating: number; content: string }[]> = {
  "Café Niji": [
    { who: "kenji", rating: 5, content: "Oat latte was perfect, and the baristas asked for my pronouns without making it a thing. Coming back next time I'm in Tokyo." },
    { who: "mika", rating: 4, content: "居心地のいいカフェ。週末は混むので、平日の午前がおすすめです。" },
    { who: "ren", rating: 5, content: "Great post-run breakfast spot. The vegan banana bread is a must." },
    { who: "sora", rating: 4, content: "Friendly staff and a calm corner for studying. Wi-Fi was a little slow." },
    { who: "yuki", rating: 5, content: "スタッフさんがとても優しくて、一人でも安心して過ごせました。" },
  ],
  "Bar Pride Osaka": [
    { who: "aiko", rating: 5, content: "Community night was so much fun — I met half my Osaka friends here!" },
    { who: "mika", rating: 4, content: "マスターが気さくで、初めてでもすぐに馴染めました。" },
    { who: "ren", rating: 3, content: "Good vibe, but very crowded on Saturdays and hard to get a seat." },
    { who: "sora", rating: 5, content: "堂山で一番入りやすいバー。英語でも大丈夫です。" },
    { who: "yuki", rating: 4, content: "Lovely non-alcoholic cocktails, which I really appreciated." },
  ],
  "Kyoto Tea House Yuki": [
    { who: "aiko", rating: 5, content: "静かで落ち着く空間。抹茶と和菓子が最高でした。" },
    { who: "kenji", rating: 4, content: "A peaceful stop after a day of temples. It's small, so go early." },
    { who: "mika", rating: 5, content: "They used my pronouns without me asking twice. Beautiful matcha." },
    { who: "ren", rating: 5, content: "車椅子でも入りやすく、友達とゆっくり過ごせました。" },
  ],
};

/** What the generated demo pictures show (prisma/seed/images.ts), for screen readers. */
function demoAlt(label: string) {
  return `Soft coloured circles on a diagonal gradient, with the words "${label}" in white near the bottom`;
}

function daysFromNow(days: number, hour = 19) {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(hour - 9, 0, 0, 0); // hour in Asia/Tokyo
  return d;
}

export async function seedDemo() {
  const db = getDb();
  const ids = new Map<string, string>();
  let created = 0;
  for (const [index, person] of PEOPLE.entries()) {
    const existing = await db.user.findUnique({ where: { email: person.email }, select: { id: true } });
    if (existing) {
      ids.set(person.key, existing.id);
      continue;
    }
    const password = "password" in person ? person.password : "niji-demo-2026";
    const avatar = await demoImage(`avatar-${person.key}`, index + 3, person.firstName[0], { width: 400, height: 400 });
    const user = await db.user.create({
      data: {
        email: person.email,
        username: person.username,
        firstName: person.firstName,
        lastName: person.lastName,
        bio: person.bio,
        pronouns: "pronouns" in person ? person.pronouns : null,
        identityLine: "identityLine" in person ? person.identityLine : null,
        identityVisibility: "everyone",
        isAdmin: "isAdmin" in person ? person.isAdmin : false,
        profileImageUrl: avatar,
        passwordHash: await hashPassword(password),
      },
    });
    ids.set(person.key, user.id);
    created++;
  }
  const id = (key: string) => ids.get(key)!;

  // Everyone follows a few people; the demo member follows everyone.
  const follows: { followerId: string; followingId: string }[] = [];
  for (const a of PEOPLE) {
    for (const b of PEOPLE) {
      if (a.key === b.key) continue;
      if (a.key === "member" || a.key === "admin" || (a.key.charCodeAt(0) + b.key.charCodeAt(0)) % 2 === 0) {
        follows.push({ followerId: id(a.key), followingId: id(b.key) });
      }
    }
  }
  await db.follow.createMany({ data: follows, skipDuplicates: true });

  if ((await db.post.count({ where: { authorId: { in: [...ids.values()] } } })) === 0) {
    for (const [index, post] of POSTS.entries()) {
      const media = [];
      for (let i = 0; i < post.images; i++) {
        const label = post.location ?? "Niji";
        media.push({ position: i, type: "image" as const, url: await demoImage(`post-${index}-${i}`, index * 3 + i, label), altText: demoAlt(label) });
      }
      const createdAt = new Date(Date.now() - (POSTS.length - index) * 3_600_000);
      const row = await db.post.create({
        data: {
          authorId: id(post.who),
          caption: post.caption,
          location: post.location,
          createdAt,
          media: { create: media },
          tags: { create: extractTags(post.caption).map((tag) => ({ tag, createdAt })) },
        },
      });
      const likers = PEOPLE.filter((_, i) => (i + index) % 3 !== 0).map((p) => ({ postId: row.id, userId: id(p.key) }));
      await db.postLike.createMany({ data: likers, skipDuplicates: true });
      await db.comment.create({ data: { postId: row.id, authorId: id(PEOPLE[(index + 2) % PEOPLE.length].key), content: "Love this! 💜" } });
    }
  }

  const recentStories = await db.story.count({ where: { authorId: { in: [...ids.values()] }, createdAt: { gte: new Date(Date.now() - 24 * 3_600_000) } } });
  if (recentStories === 0) {
    for (const [index, who] of ["aiko", "kenji", "mika", "sora", "aiko"].entries()) {
      const url = await demoImage(`story-${index}`, index + 11, "Story", { width: 720, height: 1280 });
      await db.story.create({ data: { authorId: id(who), imageUrl: url, mediaType: "image", altText: demoAlt("Story"), createdAt: new Date(Date.now() - (index + 1) * 1_800_000) } });
    }
  }

  if ((await db.event.count({ where: { organizerId: { in: [...ids.values()] } } })) === 0) {
    const venue = await demoImage("venue-izakaya", 21, "Izakaya night");
    await db.event.createMany({
      data: [
        { organizerId: id("kenji"), title: "Rainbow Izakaya Night", description: "Food, drinks and friendly faces. Newcomers very welcome.", location: "Namba, Osaka", date: daysFromNow(5), endDate: daysFromNow(5, 22), eventType: "izakaya_party", priceYen: 3500, ageRestriction: "20+", tags: ["food", "drinks", "newcomers"], maxAttendees: 30, venueImageUrl: venue },
        { organizerId: id("sora"), title: "Queer Language Exchange", description: "Japanese ⇄ English conversation in a safe space.", location: "Shinjuku, Tokyo", date: daysFromNow(3), eventType: "language_exchange", priceYen: 500, ageRestriction: "all_ages", tags: ["language", "english", "japanese", "friends"] },
        { organizerId: id("yuki"), title: "Beginners' Tea Ceremony", description: "A gentle introduction to sadō.", location: "Gion, Kyoto", date: daysFromNow(9, 14), eventType: "cultural_event", priceYen: null, ageRestriction: "all_ages", tags: ["culture", "tea"], maxAttendees: 12 },
        { organizerId: id("ren"), title: "Pride Trail Run", description: "10 km easy pace, all bodies welcome.", location: "Mt. Takao, Tokyo", date: daysFromNow(-7, 8), eventType: "outdoor_activity", priceYen: null, ageRestriction: "all_ages", tags: ["running", "outdoors"] },
      ],
    });
    const izakaya = await db.event.findFirst({ where: { organizerId: id("kenji") }, select: { id: true } });
    if (izakaya) {
      await db.eventAttendee.createMany({
        data: ["aiko", "mika", "member"].map((who) => ({ eventId: izakaya.id, userId: id(who) })),
        skipDuplicates: true,
      });
    }
  }

  if ((await db.businessApplication.count({ where: { applicantId: { in: [...ids.values()] } } })) === 0) {
    const businesses = [
      { who: "aiko", name: "Café Niji", businessType: "cafe", city: "Tokyo", address: "1-2-3 Jingumae, Shibuya", description: "A bright café run by queer baristas.", tags: ["lgbtq-friendly", "safe-space", "vegan-options"], website: "https://example.com/cafe-niji" },
      { who: "kenji", name: "Bar Pride Osaka", businessType: "bar", city: "Osaka", address: "Doyama-cho, Kita", description: "Cozy bar with monthly community nights.", tags: ["lgbtq-friendly", "community-events", "group-friendly"] },
      { who: "yuki", name: "Kyoto Tea House Yuki", businessType: "cafe", city: "Kyoto", address: "Gion-machi, Higashiyama", description: "Quiet tea house; pronouns respected.", tags: ["quiet-space", "pronouns", "wheelchair-accessible"] },
    ];
    for (const [index, b] of businesses.entries()) {
      const imageUrl = await demoImage(`business-${index}`, index + 31, b.name);
      const { who, ...fields } = b;
      const application = await db.businessApplication.create({
        data: { ...fields, imageUrl, applicantId: id(who), status: "approved", reviewedById: id("admin"), reviewedAt: new Date(), adminNotes: "Welcome to PeerPicks!" },
      });
      await db.business.create({ data: { ...fields, imageUrl, ownerId: id(who), applicationId: application.id } });
    }
    await db.businessApplication.create({
      data: { applicantId: id("mika"), name: "Mika's Art Supplies", businessType: "shop", city: "Tokyo", address: "Nakano Broadway 3F", description: "Independent art shop with zine corner.", tags: ["lgbtq-friendly", "community-events"] },
    });
  }

  // Also repairs demo businesses seeded before they had reviews (aggregates stored without rows).
  const demoBusinesses = await db.business.findMany({
    where: { ownerId: { in: [...ids.values()] }, name: { in: Object.keys(REVIEWS) }, reviews: { none: {} } },
    select: { id: true, name: true, ownerId: true },
  });
  for (const business of demoBusinesses) {
    const reviews = REVIEWS[business.name].filter((r) => id(r.who) !== business.ownerId);
    await db.$transaction(async (tx) => {
      await tx.businessReview.createMany({
        data: reviews.map((r, i) => ({ businessId: business.id, authorId: id(r.who), rating: r.rating, content: r.content, createdAt: new Date(Date.now() - (i * 4 + 2) * 86_400_000) })),
        skipDuplicates: true,
      });
      await recomputeRating(tx, business.id);
    });
  }

  return `${created} new users; admin ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}, member ${DEMO_MEMBER.email} / ${DEMO_MEMBER.password}`;
}

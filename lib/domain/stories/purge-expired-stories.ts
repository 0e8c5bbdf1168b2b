// server-only, loaded outside Next too
// No "server-only" marker: the stories:cleanup script (plain Node) runs this too.
import { db } from "@/lib/data/db";
import { storyCutoff } from "@/lib/contract/stories/constants";
import { deleteStoryMedia } from "./delete-story-media";

const BATCH = 200;

/** npm run stories:cleanup: deletes stories older than 24 hours with their likes, messages and media. */
export async function purgeExpiredStories(now = new Date()): Promise<{ stories: number; media: number }> {
  const cutoff = storyCutoff(now);
  let stories = 0;
  let media = 0;
  for (;;) {
    const batch = await db.story.findMany({
      where: { createdAt: { lte: cutoff } },
      select: { id: true, authorId: true, imageUrl: true },
      orderBy: { createdAt: "asc" },
      take: BATCH,
    });
    if (batch.length === 0) break;
    const { count } = await db.story.deleteMany({ where: { id: { in: batch.map((s) => s.id) } } });
    stories += count;
    media += await deleteStoryMedia(batch);
    if (batch.length < BATCH) break;
  }
  return { stories, media };
}

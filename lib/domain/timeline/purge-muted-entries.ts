// server-only, loaded outside Next too
import { db } from "@/lib/data/db";

// A member muted until unmuted keeps their fanned-out entries in the muter's timeline, and the fan-out
// goes on writing new ones; the feed skips them at read time (the `mutes` rule of visibility.ts).
// A scheduled job (lib/server/jobs/purges.ts, "timeline.muted") deletes them; the unmute (the mute
// row's deletion) backfills the author again, as a follow does: a trigger (migration
// 20261201130000_timeline_upkeep). A mute with an end keeps its entries: it ends by itself, and the
// posts are back on the next read with nothing to rewrite.

/** Entries per DELETE (its own statement), and DELETEs per run at most. */
const MUTED_BATCH = 1_000;
export const MUTED_BATCHES_PER_RUN = 50;

/**
 * Deletes the entries of authors their owner muted until unmuted, in batches. The mute rows are
 * read FOR SHARE: an unmute meanwhile waits for the batch, then its trigger writes the entries
 * again, rather than the batch deleting entries the unmute's backfill had just found in place.
 */
export async function purgeMutedEntries(options: { batch?: number; batches?: number } = {}): Promise<{ entries: number }> {
  const batch = options.batch ?? MUTED_BATCH;
  let entries = 0;
  for (let run = 0; run < (options.batches ?? MUTED_BATCHES_PER_RUN); run++) {
    const deleted = await db.$executeRaw`
      DELETE FROM "TimelineEntry" WHERE ("ownerId", "createdAt", "postId") IN (
        SELECT t."ownerId", t."createdAt", t."postId" FROM "Mute" m
        CROSS JOIN LATERAL (
          SELECT e."ownerId", e."createdAt", e."postId" FROM "TimelineEntry" e
          WHERE e."ownerId" = m."muterId" AND e."authorId" = m."mutedId" LIMIT ${batch}::int
        ) t
        WHERE m."until" IS NULL LIMIT ${batch}::int FOR SHARE OF m)`;
    entries += deleted;
    if (deleted < batch) break;
  }
  return { entries };
}

// server-only, loaded outside Next too
import { db } from "@/lib/data/db";

// Timelines are trimmed by a scheduled job (lib/server/jobs/purges.ts, "timeline.trim"): each keeps
// its owner's newest TIMELINE_KEEP entries. The feed ends there for fanned-out authors (the parts read
// at read time, the member's own posts and big authors', go on): docs/decisions/performance.md.

/** Entries kept per member: 40 pages of 20, further than anyone scrolls a home feed (~108 kB a member at ~135 B an entry). */
export const TIMELINE_KEEP = 800;
/** Members looked at per run (a horizon probe each, ~6 index pages), walked in id order across runs. */
export const TRIM_OWNERS_PER_RUN = 2_000;
/** Entries deleted per run at most; a member with more waits for the next run, which resumes at them. */
export const TRIM_ENTRIES_PER_RUN = 50_000;
/** Entries per DELETE: its own short statement and transaction, like the purges' batches. */
const TRIM_BATCH = 1_000;

export type TrimOptions = { after: string | null; keep?: number; owners?: number; entries?: number; batch?: number };
export type TrimResult = { owners: number; trimmed: number; entries: number; next: string | null };

/**
 * Trims the timelines of up to `owners` members after `after` (by id; null: from the first): for each
 * one holding more than `keep` entries, the older ones go in batches. `next` is where the next run
 * resumes: null when the walk reached the last member (the next run starts again from the first).
 */
export async function trimTimelines(options: TrimOptions): Promise<TrimResult> {
  const keep = options.keep ?? TIMELINE_KEEP;
  const owners = options.owners ?? TRIM_OWNERS_PER_RUN;
  const budget = options.entries ?? TRIM_ENTRIES_PER_RUN;
  const batch = options.batch ?? TRIM_BATCH;
  // the slice's members holding more than `keep` entries, and its last member (where the walk goes on)
  const rows = await db.$queryRaw<{ id: string; over: boolean; last: boolean; walked: number }[]>`
    WITH slice AS (SELECT "id" FROM "User" WHERE "id" > ${options.after ?? ""} ORDER BY "id" LIMIT ${owners}::int),
    marked AS (
      SELECT s."id", s."id" = (SELECT max("id") FROM slice) AS "last",
        EXISTS (SELECT 1 FROM (SELECT 1 FROM "TimelineEntry" t WHERE t."ownerId" = s."id"
          ORDER BY t."createdAt" DESC, t."postId" DESC OFFSET ${keep}::int LIMIT 1) beyond) AS "over"
      FROM slice s
    )
    SELECT "id", "over", "last", (SELECT count(*) FROM slice)::int AS "walked" FROM marked WHERE "over" OR "last" ORDER BY "id"`;
  const walked = rows[0]?.walked ?? 0;
  const result: TrimResult = { owners: walked, trimmed: 0, entries: 0, next: walked < owners ? null : rows.at(-1)!.id };
  let previous = options.after;
  for (const row of rows.filter((r) => r.over)) {
    for (;;) {
      // out of budget: the next run resumes at this member
      if (result.entries >= budget) return { ...result, next: previous };
      const deleted = await db.$executeRaw`
        DELETE FROM "TimelineEntry" WHERE ("ownerId", "createdAt", "postId") IN (
          SELECT t."ownerId", t."createdAt", t."postId" FROM "TimelineEntry" t WHERE t."ownerId" = ${row.id}
          ORDER BY t."createdAt" DESC, t."postId" DESC OFFSET ${keep}::int LIMIT ${batch}::int)`;
      result.entries += deleted;
      if (deleted < batch) break;
    }
    result.trimmed += 1;
    previous = row.id;
  }
  return result;
}

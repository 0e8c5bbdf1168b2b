// server-only, loaded outside Next too
import { extractTags } from "@/lib/core/text/entities";

// Data steps a migration needs beyond its SQL, run by the migration runner in the same transaction
// right after the migration's SQL, keyed by the migration's folder name. Only for what SQL cannot do
// faithfully (here: the JavaScript tag parser's Unicode rules, which PostgreSQL's regexes lack).
/** What a data step needs of a connection (a pg.Client inside the migration's transaction). */
export type SqlClient = { query: <R>(sql: string, params?: unknown[]) => Promise<{ rows: R[] }> };

export const DATA_STEPS: Record<string, (client: SqlClient) => Promise<void>> = {
  "20261123170200_hashtags": backfillPostTags,
};

const BATCH = 1000;

/** Indexes the #tags of every existing caption (posts written later are indexed as they are saved). */
export async function backfillPostTags(client: SqlClient) {
  let after = "";
  for (;;) {
    const { rows } = await client.query<{ id: string; caption: string }>(
      `SELECT "id", "caption" FROM "Post" WHERE "id" > $1 AND ("caption" LIKE '%#%' OR "caption" LIKE '%＃%') ORDER BY "id" LIMIT ${BATCH}`,
      [after],
    );
    if (!rows.length) return;
    const ids: string[] = [];
    const tags: string[] = [];
    for (const row of rows) {
      for (const tag of extractTags(row.caption)) {
        ids.push(row.id);
        tags.push(tag);
      }
    }
    if (ids.length) {
      await client.query(
        // the post's own createdAt, read in SQL (no time-zone round trip through JavaScript)
        `INSERT INTO "PostTag" ("postId", "tag", "createdAt")
         SELECT u."postId", u."tag", p."createdAt" FROM unnest($1::text[], $2::text[]) AS u("postId", "tag") JOIN "Post" p ON p."id" = u."postId"
         ON CONFLICT DO NOTHING`,
        [ids, tags],
      );
    }
    after = rows[rows.length - 1]!.id;
  }
}

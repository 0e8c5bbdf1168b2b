import "server-only";
import { db } from "@/lib/data/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { discoverableSql, identityFieldSql, visibleUserSql, type Viewer } from "@/lib/domain/safety/visibility";
import { toIdentityFields, withFollowState } from "@/lib/domain/users/user-response";
import type { UserListItem } from "@/lib/contract/users/types";
import { toUserSummary, userSummarySql, type UserSummaryRow } from "@/lib/domain/members/user-summary";

export const SEARCH_LIMIT = 20;

type Row = { user: UserSummaryRow; rank: number; pronouns: string | null; identityLine: string | null };

/** Escapes LIKE wildcards so a query is matched literally (backslash is PostgreSQL's default escape). */
export function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Case-insensitive search over username, first and last name; at most SEARCH_LIMIT results.
 * Ranks: exact username, username prefix, first/last name prefix (each an ordered scan of a
 * text_pattern_ops index from the user_search migration, stopping after SEARCH_LIMIT rows: hence
 * ORDER BY ... USING ~<~, the ordering those indexes provide), then "contains anywhere" to fill the remaining places
 * (a trigram index serves it where pg_trgm exists; otherwise a scan bounded by its LIMIT).
 * Members hidden from the viewer (blocks either way, suspensions) and members who turned
 * `discoverable` off never match (private accounts do: their header is public); pronouns and the
 * identity line come back only where their visibility allows the viewer (NULL otherwise).
 */
export async function searchUsers(viewer: Viewer, query: string): Promise<UserListItem[]> {
  const q = query.trim().toLowerCase();
  const visible = Prisma.sql`${visibleUserSql(viewer, Prisma.sql`su."id"`)} AND ${discoverableSql(viewer, Prisma.sql`su."id"`)}`;
  const prefix = `${escapeLike(q)}%`;
  const identity = (alias: string) => {
    const id = Prisma.raw(`${alias}."id"`);
    return Prisma.sql`${identityFieldSql(viewer, id, Prisma.raw(`${alias}."pronounsVisibility"`), Prisma.raw(`${alias}."pronouns"`))} AS "pronouns",
      ${identityFieldSql(viewer, id, Prisma.raw(`${alias}."identityVisibility"`), Prisma.raw(`${alias}."identityLine"`))} AS "identityLine"`;
  };
  const prefixRows = await db.$queryRaw<Row[]>`
    SELECT ${userSummarySql("matches")} AS "user", ${identity("matches")}, min(rank)::int AS rank FROM (
      (SELECT su.*, CASE WHEN su.username = ${q} THEN 0 ELSE 1 END AS rank FROM "User" su
        WHERE su.username LIKE ${prefix} AND ${visible} ORDER BY su.username USING ~<~ LIMIT ${SEARCH_LIMIT})
      UNION ALL
      (SELECT su.*, 2 AS rank FROM "User" su
        WHERE lower(su."firstName") LIKE ${prefix} AND ${visible} ORDER BY lower(su."firstName") USING ~<~ LIMIT ${SEARCH_LIMIT})
      UNION ALL
      (SELECT su.*, 2 AS rank FROM "User" su
        WHERE lower(su."lastName") LIKE ${prefix} AND ${visible} ORDER BY lower(su."lastName") USING ~<~ LIMIT ${SEARCH_LIMIT})
    ) matches
    GROUP BY id, username, name, "firstName", "lastName", "profileImageUrl", "profileImageVariantWidths", "pronouns", "pronounsVisibility", "identityLine", "identityVisibility"
    ORDER BY rank, username
    LIMIT ${SEARCH_LIMIT}`;
  let rows = prefixRows;
  if (rows.length < SEARCH_LIMIT) {
    const seen = rows.map((r) => r.user.id);
    const contains = `%${escapeLike(q)}%`;
    const more = await db.$queryRaw<Row[]>`
      SELECT ${userSummarySql("su")} AS "user", ${identity("su")}, 3 AS rank FROM "User" su
      WHERE lower(su.username || ' ' || coalesce(su."firstName", '') || ' ' || coalesce(su."lastName", '')) LIKE ${contains}
        AND NOT (su.id = ANY(${seen}::text[])) AND ${visible}
      LIMIT ${SEARCH_LIMIT - rows.length}`;
    more.sort((a, b) => a.user.username.localeCompare(b.user.username));
    rows = [...rows, ...more];
  }
  const items = await withFollowState(viewer, rows.map((r) => toUserSummary(r.user)));
  return items.map((item, i) => ({ ...item, ...toIdentityFields(rows[i]) }));
}

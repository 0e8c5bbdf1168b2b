import "server-only";
import { isBusinessTag } from "@/lib/contract/businesses/constants";
import type { DisputedTag } from "@/lib/contract/businesses/types";
import { db } from "@/lib/data/db";

/** A tag is flagged with at least this many disputes, and more disputes than confirmations. */
export const DISPUTE_THRESHOLD = 3;
const MAX_FLAGS = 200;

/**
 * The admin desk's disputed tags: tags a business still carries with at least 3 disputes and more
 * disputes than confirms, unless an admin dismissed the flag and no new dispute came since.
 */
export async function listDisputedTags(): Promise<DisputedTag[]> {
  const rows = await db.$queryRaw<{ businessId: string; name: string; city: string | null; tag: string; confirms: number; disputes: number }[]>`
    SELECT v."businessId", b."name", b."city", v."tag",
      COUNT(*) FILTER (WHERE v."vote" = 'confirm')::int AS confirms,
      COUNT(*) FILTER (WHERE v."vote" = 'dispute')::int AS disputes
    FROM "BusinessTagVote" v JOIN "Business" b ON b."id" = v."businessId"
    WHERE v."tag" = ANY(b."tags")
    GROUP BY v."businessId", b."name", b."city", v."tag"
    HAVING COUNT(*) FILTER (WHERE v."vote" = 'dispute') >= ${DISPUTE_THRESHOLD}
      AND COUNT(*) FILTER (WHERE v."vote" = 'dispute') > COUNT(*) FILTER (WHERE v."vote" = 'confirm')
      AND NOT EXISTS (SELECT 1 FROM "BusinessTagFlag" f WHERE f."businessId" = v."businessId" AND f."tag" = v."tag"
        AND f."disputesAtDismissal" >= COUNT(*) FILTER (WHERE v."vote" = 'dispute'))
    ORDER BY disputes DESC, v."businessId", v."tag"
    LIMIT ${MAX_FLAGS}`;
  return rows.flatMap((r) =>
    isBusinessTag(r.tag) ? [{ business: { id: r.businessId, name: r.name, city: r.city }, tag: r.tag, confirms: r.confirms, disputes: r.disputes }] : [],
  );
}

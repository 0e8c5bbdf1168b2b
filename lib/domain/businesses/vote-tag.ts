import "server-only";
import { notFound } from "@/lib/core/errors";
import type { TagVotes } from "@/lib/contract/businesses/types";
import { db } from "@/lib/data/db";
import { BUSINESS_NOT_FOUND } from "@/lib/domain/businesses/get-business";
import { tagVotesFor } from "@/lib/domain/businesses/tag-votes";
import type { Viewer } from "@/lib/domain/safety/visibility";
import type { TagVote } from "@/lib/contract/reviews/schemas";
import { serverText } from "@/lib/core/server-text";

export const TAG_NOT_ON_BUSINESS = serverText("tagNotOnBusiness");

/**
 * The member confirms or disputes one of the business's tags, or takes their vote back (null): one
 * vote per member and tag (an upsert on the key, so two clicks at once leave one row). Returns the tag's counts.
 */
export async function voteTag(viewer: Viewer, businessId: string, tag: string, vote: TagVote | null): Promise<TagVotes> {
  const business = await db.business.findUnique({ where: { id: businessId }, select: { tags: true } });
  if (!business) throw notFound(BUSINESS_NOT_FOUND);
  if (!business.tags.includes(tag)) throw notFound(TAG_NOT_ON_BUSINESS);
  if (vote === null) {
    await db.businessTagVote.deleteMany({ where: { businessId, tag, userId: viewer.id } });
  } else {
    await db.$executeRaw`INSERT INTO "BusinessTagVote" ("businessId", "tag", "userId", "vote", "updatedAt")
      VALUES (${businessId}, ${tag}, ${viewer.id}, ${vote}, now())
      ON CONFLICT ("businessId", "tag", "userId") DO UPDATE SET "vote" = EXCLUDED."vote", "updatedAt" = now()`;
  }
  const [votes] = await tagVotesFor(viewer, businessId, [tag]);
  if (!votes) throw notFound(TAG_NOT_ON_BUSINESS);
  return votes;
}

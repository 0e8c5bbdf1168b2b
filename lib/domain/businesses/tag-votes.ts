import "server-only";
import { isBusinessTag, sortTags, type BusinessTag } from "@/lib/contract/businesses/constants";
import type { TagVotes } from "@/lib/contract/businesses/types";
import { db } from "@/lib/data/db";
import type { Viewer } from "@/lib/domain/safety/visibility";

/** Confirm and dispute counts of a business's tags (in the vocabulary's order) and the viewer's own votes. */
export async function tagVotesFor(viewer: Viewer, businessId: string, tags: readonly string[]): Promise<TagVotes[]> {
  const own = sortTags(tags.filter(isBusinessTag));
  if (own.length === 0) return [];
  const [counts, mine] = await Promise.all([
    db.businessTagVote.groupBy({ by: ["tag", "vote"], where: { businessId, tag: { in: own } }, _count: { _all: true } }),
    db.businessTagVote.findMany({ where: { businessId, userId: viewer.id, tag: { in: own } }, select: { tag: true, vote: true } }),
  ]);
  return own.map((tag: BusinessTag) => {
    const count = (vote: string) => counts.find((c) => c.tag === tag && c.vote === vote)?._count._all ?? 0;
    const myVote = mine.find((m) => m.tag === tag)?.vote;
    return { tag, confirms: count("confirm"), disputes: count("dispute"), myVote: myVote === "confirm" || myVote === "dispute" ? myVote : null };
  });
}

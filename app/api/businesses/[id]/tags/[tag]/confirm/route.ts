import { readJson } from "@/lib/server/http/body";
import { withUser } from "@/lib/server/http/handler";
import { voteTag } from "@/lib/domain/businesses/vote-tag";
import { tagVoteBodySchema } from "@/lib/contract/reviews/schemas";

// POST /api/businesses/[id]/tags/[tag]/confirm { vote: "confirm" | "dispute" | null }: the member's vote on a tag; answers its counts
export const POST = withUser<{ id: string; tag: string }>(async ({ req, params, user }) => {
  const { vote } = await readJson(req, tagVoteBodySchema);
  return voteTag(user, params.id, params.tag, vote);
}, { throttle: "like" });

import { readJson } from "@/lib/server/http/body";
import { withAdmin } from "@/lib/server/http/handler";
import { resolveDisputedTag } from "@/lib/domain/businesses/resolve-disputed-tag";
import { resolveDisputedTagBodySchema } from "@/lib/contract/reviews/schemas";

// POST /api/admin/disputed-tags/[businessId]/[tag] { action: "remove" | "dismiss" }: an admin settles a disputed tag
export const POST = withAdmin<{ businessId: string; tag: string }>(async ({ req, params, user }) => {
  await resolveDisputedTag(user, params.businessId, params.tag, await readJson(req, resolveDisputedTagBodySchema));
}, { throttle: "review" });

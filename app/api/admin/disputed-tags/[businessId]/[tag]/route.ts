import { readJson } from "@/lib/api/body";
import { withAdmin } from "@/lib/api/handler";
import { resolveDisputedTag } from "@/lib/services/businesses/resolve-disputed-tag";
import { resolveDisputedTagBodySchema } from "@/lib/validations/reviews";

// POST /api/admin/disputed-tags/[businessId]/[tag] { action: "remove" | "dismiss" }: an admin settles a disputed tag
export const POST = withAdmin<{ businessId: string; tag: string }>(async ({ req, params, user }) => {
  await resolveDisputedTag(user, params.businessId, params.tag, await readJson(req, resolveDisputedTagBodySchema));
}, { throttle: "review" });

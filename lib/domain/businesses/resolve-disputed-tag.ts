import "server-only";
import { notFound } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import { AUDIT_ACTIONS, writeAudit } from "@/lib/data/audit";
import { BUSINESS_NOT_FOUND } from "@/lib/domain/businesses/get-business";
import { TAG_NOT_ON_BUSINESS } from "@/lib/domain/businesses/vote-tag";
import type { ResolveDisputedTagBody } from "@/lib/contract/reviews/schemas";
import type { Viewer } from "@/lib/domain/safety/visibility";

/**
 * An admin settles a disputed tag: "remove" takes the tag off the business (its votes and any
 * dismissal go with it); "dismiss" keeps it and hides the flag until a new dispute arrives. Audit-logged.
 */
export async function resolveDisputedTag(viewer: Viewer, businessId: string, tag: string, body: ResolveDisputedTagBody): Promise<void> {
  await db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ tags: string[] }[]>`SELECT "tags" FROM "Business" WHERE "id" = ${businessId} FOR UPDATE`;
    const business = rows[0];
    if (!business) throw notFound(BUSINESS_NOT_FOUND);
    if (!business.tags.includes(tag)) throw notFound(TAG_NOT_ON_BUSINESS);
    const votes = await tx.businessTagVote.groupBy({ by: ["vote"], where: { businessId, tag }, _count: { _all: true } });
    const count = (vote: string) => votes.find((v) => v.vote === vote)?._count._all ?? 0;
    const details = { tag, action: body.action, confirms: count("confirm"), disputes: count("dispute") };
    if (body.action === "remove") {
      await tx.business.update({ where: { id: businessId }, data: { tags: business.tags.filter((t) => t !== tag) } });
      await tx.businessTagVote.deleteMany({ where: { businessId, tag } });
      await tx.businessTagFlag.deleteMany({ where: { businessId, tag } });
      await writeAudit(tx, { actorId: viewer.id, action: AUDIT_ACTIONS.removeBusinessTag, targetType: "business", targetId: businessId, details });
    } else {
      await tx.businessTagFlag.upsert({
        where: { businessId_tag: { businessId, tag } },
        create: { businessId, tag, disputesAtDismissal: details.disputes },
        update: { disputesAtDismissal: details.disputes, dismissedAt: new Date() },
      });
      await writeAudit(tx, { actorId: viewer.id, action: AUDIT_ACTIONS.dismissTagFlag, targetType: "business", targetId: businessId, details });
    }
  });
}

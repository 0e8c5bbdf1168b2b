import "server-only";
import { forbidden, notFound } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import type { UpdateBusinessBody } from "@/lib/contract/businesses/schemas";
import type { Business } from "@/lib/contract/businesses/types";
import { businessColumns } from "@/lib/domain/businesses/business-columns";
import { businessSelect, toBusiness } from "@/lib/domain/businesses/business-response";
import { AUDIT_ACTIONS, writeAudit } from "@/lib/data/audit";
import { BUSINESS_NOT_FOUND } from "@/lib/domain/businesses/get-business";
import { resolveImageUrl } from "@/lib/domain/businesses/resolve-image-url";
import { serverText } from "@/lib/core/server-text";
import type { Viewer } from "@/lib/domain/safety/visibility";

/** Admins edit any listed business; the stored image may be kept, a new upload must be the admin's own. */
export async function updateBusiness(viewer: Viewer, id: string, body: UpdateBusinessBody): Promise<Business> {
  if (!viewer.isAdmin) throw forbidden(serverText("adminsEditBusinesses"));
  const current = await db.business.findUnique({ where: { id }, select: { imageUrl: true } });
  if (!current) throw notFound(BUSINESS_NOT_FOUND);
  const imageUrl = await resolveImageUrl(viewer, body.imageUrl, ["business", "business-edit"], current.imageUrl);
  const row = await db.$transaction(async (tx) => {
    const updated = await tx.business.update({ where: { id }, data: businessColumns(body, imageUrl), select: businessSelect });
    await writeAudit(tx, { actorId: viewer.id, action: AUDIT_ACTIONS.updateBusiness, targetType: "business", targetId: id, details: { name: updated.name } });
    return updated;
  });
  return toBusiness(viewer, row);
}

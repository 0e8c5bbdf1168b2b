import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import type { CreateBusinessApplicationBody } from "@/lib/validations/businesses";
import { businessColumns } from "@/lib/services/businesses/business-columns";
import { resolveImageUrl } from "@/lib/services/businesses/resolve-image-url";
import type { BusinessApplication } from "@/lib/businesses/types";
import { businessApplicationSelect, toBusinessApplication } from "@/lib/services/business-applications/business-application-response";

/** Any member applies; the application starts pending. An uploaded photo must be the member's own. */
export async function createApplication(actor: SessionUser, body: CreateBusinessApplicationBody): Promise<BusinessApplication> {
  const imageUrl = await resolveImageUrl(actor.id, body.imageUrl, ["business", "business-edit"]);
  const row = await db.businessApplication.create({
    data: { ...businessColumns(body, imageUrl), applicantId: actor.id },
    select: businessApplicationSelect,
  });
  return toBusinessApplication(row);
}

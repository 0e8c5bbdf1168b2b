import "server-only";
import { db } from "@/lib/data/db";
import type { CreateBusinessApplicationBody } from "@/lib/contract/businesses/schemas";
import { businessColumns } from "@/lib/domain/businesses/business-columns";
import { resolveImageUrl } from "@/lib/domain/businesses/resolve-image-url";
import type { BusinessApplication } from "@/lib/contract/businesses/types";
import { businessApplicationSelect, toBusinessApplication } from "@/lib/domain/business-applications/business-application-response";
import type { Viewer } from "@/lib/domain/safety/visibility";

/** Any member applies; the application starts pending. An uploaded photo must be the member's own. */
export async function createApplication(viewer: Viewer, body: CreateBusinessApplicationBody): Promise<BusinessApplication> {
  const imageUrl = await resolveImageUrl(viewer, body.imageUrl, ["business", "business-edit"]);
  const row = await db.businessApplication.create({
    data: { ...businessColumns(body, imageUrl), applicantId: viewer.id },
    select: businessApplicationSelect,
  });
  return toBusinessApplication(row);
}

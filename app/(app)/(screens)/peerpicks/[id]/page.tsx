import { notFound } from "next/navigation";
import { BusinessPage } from "@/components/peerpicks/business-page";
import { AppError } from "@/lib/core/errors";
import { getCurrentUser } from "@/lib/server/current-user";
import { getBusinessDetail } from "@/lib/domain/reviews/get-business-detail";
import { ID_PATTERN } from "@/lib/core/schema/id";

export default async function BusinessDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await getCurrentUser();
  if (!user) return null;
  if (!ID_PATTERN.test(id)) notFound();
  const business = await getBusinessDetail(user, id).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  });
  if (!business) notFound();
  return <BusinessPage business={business} />;
}

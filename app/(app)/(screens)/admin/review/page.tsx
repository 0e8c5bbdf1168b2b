import { AdminForbidden } from "@/components/admin/admin-forbidden";
import { ReviewApplications } from "@/components/admin/review-applications";
import { getCurrentUser } from "@/lib/server/current-user";
import { adminNeedsTwoFactor } from "@/lib/server/admin-two-factor";
import { listApplications } from "@/lib/domain/business-applications/list-applications";

export default async function AdminReviewPage() {
  const user = await getCurrentUser();
  if (!user?.isAdmin) return <AdminForbidden />;
  if (adminNeedsTwoFactor(user)) return <AdminForbidden twoFactor />;
  const pending = await listApplications(user, { scope: "all", status: "pending" });
  return <ReviewApplications initialPending={pending} />;
}

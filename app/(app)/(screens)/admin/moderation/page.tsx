import { AdminForbidden } from "@/components/admin/admin-forbidden";
import { ModerationDesk } from "@/components/moderation/moderation-desk";
import { getCurrentUser } from "@/lib/server/current-user";
import { adminNeedsTwoFactor } from "@/lib/server/admin-two-factor";

export default async function ModerationPage() {
  const user = await getCurrentUser();
  if (!user?.isAdmin) return <AdminForbidden />;
  if (adminNeedsTwoFactor(user)) return <AdminForbidden twoFactor />;
  return <ModerationDesk />;
}

import { AdminOnlyRedirect } from "@/components/peerpicks/admin-only-redirect";
import { EditBusinessScreen } from "@/components/peerpicks/edit-business-screen";
import { getCurrentUser } from "@/lib/server/current-user";

export default async function EditBusinessPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, user] = await Promise.all([params, getCurrentUser()]);
  if (!user?.isAdmin) return <AdminOnlyRedirect />;
  return <EditBusinessScreen id={id} />;
}

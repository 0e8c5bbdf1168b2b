import { PeerPicksDirectory } from "@/components/peerpicks/peerpicks-directory";
import { getCurrentUser } from "@/lib/auth/current-user";
import { listApplications } from "@/lib/services/business-applications/list-applications";
import { listBusinesses } from "@/lib/services/businesses/list-businesses";

export default async function PeerPicksPage() {
  const user = await getCurrentUser();
  if (!user) return null;
  const [businesses, applications] = await Promise.all([listBusinesses({}), listApplications(user, { scope: "mine" })]);
  return <PeerPicksDirectory initialBusinesses={businesses} myApplications={applications} isAdmin={user.isAdmin} />;
}

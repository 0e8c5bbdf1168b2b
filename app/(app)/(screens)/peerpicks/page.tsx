import { PeerPicksDirectory } from "@/components/peerpicks/peerpicks-directory";
import { getCurrentUser } from "@/lib/server/current-user";
import { listApplications } from "@/lib/domain/business-applications/list-applications";
import { listBusinesses } from "@/lib/domain/businesses/list-businesses";
import { BUSINESSES_PAGE_SIZE } from "@/lib/contract/businesses/schemas";

export default async function PeerPicksPage() {
  const user = await getCurrentUser();
  if (!user) return null;
  const [page, applications] = await Promise.all([
    listBusinesses(user, { limit: BUSINESSES_PAGE_SIZE }),
    listApplications(user, { scope: "mine" }),
  ]);
  const initialPage = { items: page.businesses, nextCursor: page.nextCursor, total: page.total };
  return <PeerPicksDirectory initialPage={initialPage} myApplications={applications} isAdmin={user.isAdmin} />;
}

import { FollowRequestsList } from "@/components/follow-requests/follow-requests-list";
import { getCurrentUser } from "@/lib/server/current-user";

// /follow-requests: accept or decline requests to follow a private account (linked from /notifications).
export default async function FollowRequestsPage() {
  const viewer = await getCurrentUser();
  if (!viewer) return null;
  return <FollowRequestsList viewerId={viewer.id} />;
}

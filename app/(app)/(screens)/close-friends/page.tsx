import { CloseFriendsManager } from "@/components/close-friends/close-friends-manager";
import { getCurrentUser } from "@/lib/server/current-user";

// /close-friends: my Close Friends list (private to me), with a search among my followers to add.
export default async function CloseFriendsPage() {
  const user = await getCurrentUser();
  if (!user) return null;
  return <CloseFriendsManager />;
}

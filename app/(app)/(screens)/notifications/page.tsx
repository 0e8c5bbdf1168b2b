import { NotificationsList } from "@/components/notifications/notifications-list";
import { getCurrentUser } from "@/lib/server/current-user";

// /notifications: likes, comments, follows, requests, mentions, story likes and messages, decisions and moderation outcomes.
export default async function NotificationsPage() {
  const viewer = await getCurrentUser();
  if (!viewer) return null;
  return <NotificationsList viewerId={viewer.id} />;
}

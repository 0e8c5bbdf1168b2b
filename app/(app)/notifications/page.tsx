import { NotificationsList } from "@/components/notifications/notifications-list";

export default function NotificationsPage() {
  return <NotificationsList />;
}

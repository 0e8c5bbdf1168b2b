import { ConversationList } from "@/components/messages/conversation-list";
import { getCurrentUser } from "@/lib/server/current-user";

// /messages: the member's conversations (Inbox) and message requests (Requests).
export default async function MessagesPage({ searchParams }: { searchParams: Promise<{ folder?: string }> }) {
  const viewer = await getCurrentUser();
  if (!viewer) return null;
  const { folder } = await searchParams;
  return <ConversationList viewerId={viewer.id} initialFolder={folder === "requests" ? "requests" : "inbox"} />;
}

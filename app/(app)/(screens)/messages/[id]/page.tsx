import { ConversationView } from "@/components/messages/conversation-view";
import { getCurrentUser } from "@/lib/server/current-user";

// /messages/[id]: one conversation, loaded and kept live on the client.
export default async function ConversationPage({ params }: { params: Promise<{ id: string }> }) {
  const viewer = await getCurrentUser();
  if (!viewer) return null;
  const { id } = await params;
  return <ConversationView conversationId={id} viewerId={viewer.id} />;
}

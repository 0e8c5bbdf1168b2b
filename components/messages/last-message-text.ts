import type { ConversationLastMessage } from "@/lib/contract/messages/types";

type T = (key: "you" | "photo" | "youPhoto" | "storyReply" | "youStoryReply" | "noMessages", values?: { text: string }) => string;

/** The row's preview of the newest message: "You: …" for one's own, "Photo" for media only, "Replied to your story". */
export function lastMessageText(last: ConversationLastMessage | null, viewerId: string | null, t: T): string {
  if (!last) return t("noMessages");
  const mine = last.senderId === viewerId;
  if (last.isStoryReply && !last.preview) return mine ? t("youStoryReply") : t("storyReply");
  if (last.preview) return mine ? t("you", { text: last.preview }) : last.preview;
  if (last.hasMedia) return mine ? t("youPhoto") : t("photo");
  return t("noMessages");
}

import { MESSAGES_CURSOR } from "@/lib/contract/messages/schemas";

// Both message lists are keyset-paged by (time, id): the conversation list by the viewer's
// lastActivityAt, a conversation's messages by createdAt. The cursor carries both.
export type TimeCursor = { at: Date; id: string };

export function encodeTimeCursor(at: Date, id: string): string {
  return `${at.getTime()}_${id}`;
}

/** The cursor, or null when it is not one of ours. */
export function decodeTimeCursor(raw: string): TimeCursor | null {
  const match = MESSAGES_CURSOR.exec(raw);
  if (!match) return null;
  const at = new Date(Number(match[1]));
  return Number.isNaN(at.getTime()) ? null : { at, id: match[2]! };
}

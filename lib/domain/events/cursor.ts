import { ID_PATTERN } from "@/lib/core/schema/id";

// Keyset cursor of the events list, which runs in two phases: upcoming (date ascending) then past
// (date descending). It names the phase and the last row's (date, id); "past" with no row means
// "the past section from its start" (the upcoming section ended exactly on a page boundary).
export type EventCursor = { phase: "upcoming"; date: Date; id: string } | { phase: "past"; date: Date; id: string } | { phase: "past"; date: null; id: null };

export function encodeEventCursor(cursor: EventCursor): string {
  const text = cursor.date ? `${cursor.phase}|${cursor.date.toISOString()}|${cursor.id}` : "past";
  return Buffer.from(text, "utf8").toString("base64url");
}

/** Parses a cursor; null when it is malformed. */
export function decodeEventCursor(value: string): EventCursor | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(value)) return null;
  const text = Buffer.from(value, "base64url").toString("utf8");
  if (text === "past") return { phase: "past", date: null, id: null };
  const match = /^(upcoming|past)\|(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|(.*)$/.exec(text);
  if (!match || !ID_PATTERN.test(match[3])) return null;
  const date = new Date(match[2]);
  if (Number.isNaN(date.getTime())) return null;
  return { phase: match[1] as "upcoming" | "past", date, id: match[3] };
}

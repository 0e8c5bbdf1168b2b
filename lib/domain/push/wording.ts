// server-only, loaded outside Next too
import { createHash } from "node:crypto";
import { createTranslator } from "next-intl";
import { PUSH_ICON, PUSH_NEUTRAL_ICON, PUSH_PAYLOAD_VERSION } from "@/lib/contract/push/constants";
import type { PushPayload } from "@/lib/contract/push/types";
import type { Locale } from "@/lib/core/i18n/locale";
import en from "@/messages/en/push.json";
import ja from "@/messages/ja/push.json";

// What a push says (issue #32), in the member's language, from messages/{en,ja}/push.json. Lock-screen
// safe: with discreet mode or "hide previews" every push is the neutral "Notification" / "You have new
// activity" with the notes icon, naming no member, text or Niji. Otherwise the title is the sender's
// name for a message (its text, cut, is the body) and "Niji" for the rest, whose body names the actor.
// A message request never carries the stranger's name or text (a lock screen is no place for them).
// docs/decisions/push.md has the table.

export const MESSAGE_PREVIEW_MAX = 100;

export type PushWordingInput = {
  /** a notice type, "message", "messageRequest" or "test" */
  type: string;
  count: number;
  /** the acting member's shown name (none for system notices) */
  actorName?: string | null;
  /** a message's text (null: media only) */
  text?: string | null;
  url: string;
  groupKey: string;
  locale: Locale;
  neutral: boolean;
};

const catalogs = { en, ja };

/** The notification tag: the same for every push of one group, so the newer replaces the older. */
export function pushTag(groupKey: string): string {
  return createHash("sha256").update(groupKey).digest("base64url").slice(0, 22);
}

function cut(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  const chars = [...flat];
  return chars.length <= MESSAGE_PREVIEW_MAX ? flat : `${chars.slice(0, MESSAGE_PREVIEW_MAX - 1).join("")}…`;
}

export function pushPayload(input: PushWordingInput): PushPayload {
  const t = createTranslator({ locale: input.locale, messages: { push: catalogs[input.locale] }, namespace: "push" });
  const say = (key: string, values?: Record<string, string | number>) => (t as unknown as (k: string, v?: object) => string)(key, values);
  const base = { v: PUSH_PAYLOAD_VERSION, url: input.url, tag: pushTag(input.groupKey), lang: input.locale } as const;
  // a neutral push opens the notifications centre (a message: its conversation, an opaque id), never a path naming a member
  const neutralUrl = input.url.startsWith("/messages/") ? input.url : "/notifications";
  if (input.neutral) return { ...base, url: neutralUrl, title: say("neutral.title"), body: say("neutral.body"), icon: PUSH_NEUTRAL_ICON, neutral: true };
  const name = input.actorName ?? "";
  let title = say("app");
  let body: string;
  if (input.type === "test") {
    title = say("test.title");
    body = say("test.body");
  } else if (input.type === "message") {
    title = name || title;
    body = input.count > 1 ? say("message.more", { count: input.count }) : input.text ? cut(input.text) : say("message.media");
  } else if (input.type === "messageRequest") {
    body = say("messageRequest", { count: input.count });
  } else if (input.type === "like" || input.type === "story_like") {
    body = say(input.type, { name, others: Math.max(input.count - 1, 0) });
  } else {
    body = say(input.type, { name });
  }
  return { ...base, title, body, icon: PUSH_ICON, neutral: false };
}

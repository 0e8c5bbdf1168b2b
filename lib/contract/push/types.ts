import type { PushKind } from "@/lib/contract/push/constants";

// Response shapes of /api/push/* and the payload the service worker receives (issue #32).

/** GET /api/push/public-key: the VAPID application server key (base64url) for pushManager.subscribe. */
export type PushPublicKey = { publicKey: string };

/** POST /api/push/subscriptions (201) */
export type PushSubscriptionCreated = { endpoint: string };

/** Quiet hours on Tokyo's clock, "HH:MM"; start after end spans midnight ("22:00"–"07:00"). */
export type QuietHours = { start: string; end: string };

/** GET/PUT /api/push/preferences */
export type PushPreferences = {
  kinds: Record<PushKind, boolean>;
  hidePreviews: boolean;
  quietHours: QuietHours | null;
  /** how many devices of this member are subscribed (GET and PUT answers) */
  subscribed: number;
};

/**
 * The decrypted payload of every push (JSON, ≤ 4 KB). `neutral`: discreet mode or hidden previews, so
 * title, body and icon name nothing (no member, no text, no Niji). `url` is a same-origin path.
 */
export type PushPayload = {
  v: 1;
  title: string;
  body: string;
  url: string;
  tag: string;
  icon: string;
  lang: "en" | "ja";
  neutral: boolean;
};

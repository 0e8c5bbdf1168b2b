// Web Push (issue #32): the kinds a member switches on and off, shared by the settings screen and the server.
export const PUSH_KINDS = ["messages", "messageRequests", "follows", "mentionsComments", "likes", "events", "moderation"] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** The payload's version: the service worker shows only versions it knows. */
export const PUSH_PAYLOAD_VERSION = 1;

/** The icon of a neutral push (discreet mode or hidden previews): the discreet notes icon, never Niji's. */
export const PUSH_NEUTRAL_ICON = "/icons/notes-192.png";
/** The icon of any other push. */
export const PUSH_ICON = "/icons/niji-192.png";

/** Quiet hours are read on Tokyo's clock, written "HH:MM" in the API. */
export const PUSH_QUIET_TIMEZONE = "Asia/Tokyo";
export const QUIET_TIME_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** Most endpoint characters we store (browsers' endpoints are well under 1 KB). */
export const PUSH_ENDPOINT_MAX = 1024;

/** The error codes of /api/push/* beside the app's common ones (lib/core/errors.ts). */
export const PUSH_ERROR_CODES = {
  /** GET /api/push/public-key (404): this server has no VAPID keys, push is not available */
  notConfigured: "push_not_configured",
  /** POST /api/push/subscriptions (400): the endpoint is not https on a known push service */
  endpointNotAllowed: "push_endpoint_not_allowed",
} as const;

import { z } from "zod";
import { PUSH_ENDPOINT_MAX, PUSH_KINDS, QUIET_TIME_PATTERN, type PushKind } from "@/lib/contract/push/constants";
import { serverText } from "@/lib/core/server-text";

// Request bodies of /api/push/*, shared by the handlers, the settings screen and the tests (issue #32).
export const PUSH_ENDPOINT_INVALID = serverText("pushEndpointInvalid");
export const PUSH_KEYS_INVALID = serverText("pushKeysInvalid");
export const PUSH_KINDS_INVALID = serverText("pushKindsInvalid");
export const QUIET_HOURS_INVALID = serverText("quietHoursInvalid");

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** Bytes of a base64url text (padding allowed), or -1 when it is not base64url. */
export function base64urlBytes(text: string): number {
  if (!BASE64URL.test(text)) return -1;
  const bare = text.replace(/=+$/, "");
  if (bare.length % 4 === 1) return -1;
  return Math.floor((bare.length * 3) / 4);
}

/** An uncompressed P-256 public point: 65 bytes, the first 0x04 ("B" in base64url). */
const p256dhSchema = z
  .string({ error: PUSH_KEYS_INVALID })
  .refine((v) => base64urlBytes(v) === 65 && v.startsWith("B"), PUSH_KEYS_INVALID);
/** The 16-byte auth secret the browser made. */
const authSecretSchema = z.string({ error: PUSH_KEYS_INVALID }).refine((v) => base64urlBytes(v) === 16, PUSH_KEYS_INVALID);

/** An absolute http(s) URL; whether its host is a push service the server allows is checked by the server. */
export const pushEndpointSchema = z
  .string({ error: PUSH_ENDPOINT_INVALID })
  .trim()
  .min(1, PUSH_ENDPOINT_INVALID)
  .max(PUSH_ENDPOINT_MAX, PUSH_ENDPOINT_INVALID)
  .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), PUSH_ENDPOINT_INVALID);

/** POST /api/push/subscriptions: PushSubscription.toJSON() as the browser gives it (expirationTime ignored). */
export const createPushSubscriptionBodySchema = z.object({
  endpoint: pushEndpointSchema,
  keys: z.object({ p256dh: p256dhSchema, auth: authSecretSchema }, { error: PUSH_KEYS_INVALID }),
});
export type CreatePushSubscriptionBody = z.infer<typeof createPushSubscriptionBodySchema>;

/** DELETE /api/push/subscriptions: this device's endpoint. */
export const deletePushSubscriptionBodySchema = z.object({ endpoint: pushEndpointSchema });
export type DeletePushSubscriptionBody = z.infer<typeof deletePushSubscriptionBodySchema>;

const quietTimeSchema = z.string({ error: QUIET_HOURS_INVALID }).regex(QUIET_TIME_PATTERN, QUIET_HOURS_INVALID);

const kindsShape = Object.fromEntries(PUSH_KINDS.map((kind) => [kind, z.boolean({ error: PUSH_KINDS_INVALID })])) as Record<
  PushKind,
  z.ZodBoolean
>;

/** PUT /api/push/preferences: every switch, hide previews, quiet hours ("HH:MM" Tokyo time) or null. */
export const updatePushPreferencesBodySchema = z.object({
  kinds: z.object(kindsShape, { error: PUSH_KINDS_INVALID }).strict(),
  hidePreviews: z.boolean({ error: serverText("fieldNotValid", { field: "hidePreviews" }) }),
  quietHours: z
    .object({ start: quietTimeSchema, end: quietTimeSchema }, { error: QUIET_HOURS_INVALID })
    .refine((v) => v.start !== v.end, QUIET_HOURS_INVALID)
    .nullable(),
});
export type UpdatePushPreferencesBody = z.infer<typeof updatePushPreferencesBodySchema>;

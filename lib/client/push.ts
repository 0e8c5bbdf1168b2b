import { apiRequest } from "@/lib/client/api-client";
import type { PushPublicKey, PushSubscriptionCreated } from "@/lib/contract/push/types";

// This device's Web Push subscription (issue #32): the browser's permission, asked only when the member
// presses the button; a subscription made with the server's VAPID key and handed to /api/push/subscriptions.

/** What this browser allows: no push at all, the member blocked notifications, not asked yet, or allowed. */
export type PushSupport = "unsupported" | "denied" | "default" | "granted";

export function pushSupport(): PushSupport {
  if (typeof window === "undefined" || !("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) {
    return "unsupported";
  }
  return Notification.permission;
}

/** The bytes of a base64url text (the VAPID public key as the server gives it). */
export function urlBase64ToUint8Array(text: string): Uint8Array<ArrayBuffer> {
  const base64 = (text + "=".repeat((4 - (text.length % 4)) % 4)).replace(/-/g, "+").replace(/_/g, "/");
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/** The service worker's registration, or null where none is registered (development builds register none). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (pushSupport() === "unsupported" || !(await navigator.serviceWorker.getRegistration())) return null;
  // subscribing needs the active worker, which `ready` waits for
  return navigator.serviceWorker.ready;
}

/** This device's subscription, or null. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const reg = await registration();
  return reg ? reg.pushManager.getSubscription() : null;
}

// Whom this device's subscription was made for: a subscription another member left in the browser (a
// shared device whose session merely expired) is not theirs to ring for until they press the button.
const OWNER_KEY = "niji-push-owner";

/**
 * Whether push is on on this device for `userId`: a subscription this member made here. It is saved
 * again (idempotent), since the server drops it whenever a sign-in on this device ends.
 */
export async function pushOnThisDevice(userId: string): Promise<boolean> {
  const subscription = await currentPushSubscription();
  if (!subscription || Notification.permission !== "granted" || localStorage.getItem(OWNER_KEY) !== userId) return false;
  const { endpoint, keys } = subscription.toJSON();
  await apiRequest<PushSubscriptionCreated>("POST", "/api/push/subscriptions", { endpoint, keys });
  return true;
}

/** The server's VAPID key (throws the API's `push_not_configured` when it has none). */
export async function fetchPushPublicKey(): Promise<string> {
  return (await apiRequest<PushPublicKey>("GET", "/api/push/public-key")).publicKey;
}

/**
 * Asks the browser's permission (call it from a button press only), subscribes with the server's key and
 * saves the subscription. Answers the permission when it is not granted, so the screen can say why.
 */
export async function subscribeThisDevice(userId: string, publicKey: string): Promise<"subscribed" | "denied" | "default" | "unsupported"> {
  if (pushSupport() === "unsupported") return "unsupported";
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return permission;
  const reg = await registration();
  if (!reg) return "unsupported";
  const applicationServerKey = urlBase64ToUint8Array(publicKey);
  let subscription = await reg.pushManager.getSubscription();
  // one made with another key (the server's keys changed) cannot be reused
  const key = subscription?.options.applicationServerKey;
  if (subscription && key && !sameBytes(new Uint8Array(key), applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  const { endpoint, keys } = subscription.toJSON();
  await apiRequest<PushSubscriptionCreated>("POST", "/api/push/subscriptions", { endpoint, keys });
  localStorage.setItem(OWNER_KEY, userId);
  return "subscribed";
}

/** Ends this device's subscription, on the server first (it needs the session) and then in the browser. */
export async function unsubscribeThisDevice(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (subscription) {
    await apiRequest("DELETE", "/api/push/subscriptions", { endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  }
  localStorage.removeItem(OWNER_KEY);
}

/**
 * Signing out on this device: its subscription ends too, so it never rings for the member who left. The
 * server also deletes it with the session; this only makes sure the browser forgets it, and never holds
 * the sign-out up for more than a moment.
 */
export async function forgetPushOnSignOut(): Promise<void> {
  const forget = async () => {
    localStorage.removeItem(OWNER_KEY);
    const subscription = await currentPushSubscription();
    if (!subscription) return;
    await apiRequest("DELETE", "/api/push/subscriptions", { endpoint: subscription.endpoint }).catch(() => undefined);
    await subscription.unsubscribe();
  };
  const limit = new Promise<void>((resolve) => setTimeout(resolve, 2000));
  await Promise.race([forget().catch(() => undefined), limit]);
}

function sameBytes(a: Uint8Array, b: Uint8Array) {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

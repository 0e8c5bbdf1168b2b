// server-only, loaded outside Next too
import { getSettings } from "@/lib/core/env";
import { publicUrl } from "@/lib/core/net/public-url";

export type VapidDetails = { subject: string; publicKey: string; privateKey: string };

/**
 * The VAPID keys and subject of our pushes, or null when push is not configured. The subject (who a
 * push service may contact) defaults to NIJI_PUBLIC_URL when it is https, else a no-reply address at
 * its host: it names nothing NIJI_PUBLIC_URL does not already name.
 */
export function vapidDetails(): VapidDetails | null {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT } = getSettings();
  if (!VAPID_PUBLIC_KEY || !VAPID_PRIVATE_KEY) return null;
  const site = publicUrl();
  const subject = VAPID_SUBJECT ?? (site?.protocol === "https:" ? site.origin : `mailto:no-reply@${site?.hostname ?? "localhost.invalid"}`);
  return { subject, publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY };
}

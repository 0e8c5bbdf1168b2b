// A signed-in device's label is data, stored in one form on its session row ("Chrome on Android", from the
// User-Agent: lib/domain/auth/device.ts). Screens and mails put the browser and system into their own
// language's words; this is the one place that knows the stored form.
export const UNKNOWN_DEVICE = "Unknown device";

export function deviceLabelOf(browser: string | undefined, system: string | undefined): string {
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? UNKNOWN_DEVICE;
}

/** The stored label read back: unknown, a browser on a system, or a single name shown as it is. */
export function readDeviceLabel(label: string | null | undefined): { kind: "unknown" } | { kind: "on"; browser: string; system: string } | { kind: "name"; name: string } {
  if (!label || label === UNKNOWN_DEVICE) return { kind: "unknown" };
  const parts = /^(.+) on (.+)$/.exec(label);
  return parts ? { kind: "on", browser: parts[1]!, system: parts[2]! } : { kind: "name", name: label };
}

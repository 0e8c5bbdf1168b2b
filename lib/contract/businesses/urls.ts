// The address checks of lib/contract/businesses/schemas.ts without zod, for client code that needs only them.
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** Object paths come from our upload endpoint; anything else must be an https URL. */
export function isImageReference(value: string): boolean {
  if (value.startsWith("/objects/")) return /^\/objects\/[A-Za-z0-9._\-/]{1,400}$/.test(value) && !value.includes("..");
  return isHttpUrl(value) && value.startsWith("https://");
}

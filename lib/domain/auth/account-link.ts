// server-only, loaded outside Next too (scripts/user-reset-link.ts)
import { badRequest } from "@/lib/core/errors";
import { publicOrigin } from "@/lib/core/net/public-url";
import { serverText } from "@/lib/core/server-text";

/**
 * The origin mailed links start from (NIJI_PUBLIC_URL, else the request's own host). A request naming
 * no well-formed host gets a 400 before anything is looked up: a mail with no usable link helps no one.
 */
export function linkOrigin(req: Request): string {
  const origin = publicOrigin(req);
  if (!origin) throw badRequest(serverText("invalidInput"));
  return origin;
}

/** An absolute link to one of the account pages, with the token when there is one. */
export function accountLink(origin: string, path: "/confirm-email" | "/reset-password" | "/login", token?: string): string {
  const url = new URL(path, origin);
  if (token) url.searchParams.set("token", token);
  return url.toString();
}

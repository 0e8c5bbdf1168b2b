import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { getStandingFromToken, getUserFromToken, sessionTokenFrom } from "@/lib/data/session";

/**
 * The signed-in user for server components (one lookup per request). The session cookie is read from
 * the raw Cookie header with the API's own parser (sessionTokenFrom), not Next's cookies(): Next's
 * keeps the last of two same-named cookies and skips one that does not decode, so a malformed cookie
 * before the valid one signed the member out of the API but not of the pages.
 */
export const getCurrentUser = cache(async () => {
  const store = await headers();
  return getUserFromToken(sessionTokenFrom(store.get("cookie")));
});

/**
 * The signed-in member, suspended or not (`suspended`), for the two places a suspended member may
 * be: the account-status page and the app layout's guard that sends them there.
 */
export const getCurrentStanding = cache(async () => {
  const store = await headers();
  return getStandingFromToken(sessionTokenFrom(store.get("cookie")));
});

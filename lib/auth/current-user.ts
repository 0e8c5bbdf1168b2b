import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { getUserFromToken, SESSION_COOKIE } from "@/lib/auth/session";

/** The signed-in user for server components (one lookup per request). */
export const getCurrentUser = cache(async () => {
  const store = await cookies();
  return getUserFromToken(store.get(SESSION_COOKIE)?.value);
});

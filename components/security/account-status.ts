"use client";

import { apiRequest } from "@/lib/client/api-client";
import { useQuery } from "@/lib/client/query";

/** What GET /api/auth/user adds to the User for the account screens (issue #31). */
export type AccountStatus = {
  email?: string;
  emailConfirmed?: boolean;
  twoFactorEnabled?: boolean;
  pendingEmail?: string | null;
};

export const ACCOUNT_STATUS_KEY = ["account-status"] as const;

/**
 * The signed-in member's account state, read once per page load. Its own key: the ["/api/auth/user"]
 * entry is seeded by the server with the plain User, which carries none of these fields.
 */
export function useAccountStatus() {
  return useQuery<AccountStatus>({ queryKey: ACCOUNT_STATUS_KEY, queryFn: () => apiRequest<AccountStatus>("GET", "/api/auth/user") });
}

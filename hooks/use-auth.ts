"use client";

import { getQueryFn } from "@/lib/client/api-client";
import { useQuery } from "@/lib/client/query";
import type { PublicUser } from "@/lib/contract/users/types";

/** The current user: loaded on start and on window focus, never retried. */
export function useAuth() {
  const query = useQuery<PublicUser | null>({
    queryKey: ["/api/auth/user"],
    queryFn: getQueryFn({ on401: "returnNull" }),
    refetchOnWindowFocus: true,
    retry: false,
  });
  return {
    user: query.data ?? null,
    isLoading: query.isLoading,
    isAuthenticated: Boolean(query.data) && !query.error,
  };
}

"use client";

import { useState } from "react";
import { useQueryClient } from "@/lib/client/query";
import type { PublicUser } from "@/lib/contract/users/types";

/** Primes the auth query with the user the server already resolved, so nothing flashes. */
export function SeedCurrentUser({ user }: { user: PublicUser }) {
  const queryClient = useQueryClient();
  useState(() => {
    if (queryClient.getQueryData(["/api/auth/user"]) === undefined) queryClient.setQueryData(["/api/auth/user"], user);
    return null;
  });
  return null;
}

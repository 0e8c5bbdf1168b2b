"use client";

import { createContext, useContext } from "react";

// Lets /settings hand a new PIN or lock delay to the app's PIN lock at once, without waiting for the refresh.
export type LockConfig = { hasPin: boolean; lockMinutes: number };

export const LockConfigContext = createContext<(config: LockConfig) => void>(() => undefined);

export function useUpdateLockConfig() {
  return useContext(LockConfigContext);
}

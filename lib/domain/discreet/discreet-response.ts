import "server-only";
import type { DiscreetSettings } from "@/lib/contract/discreet/types";

// The settings row as the API answers it: whether a PIN exists, never its hash.
export const discreetSettingsSelect = { enabled: true, exitUrl: true, lockMinutes: true, pinHash: true } as const;

type Row = { enabled: boolean; exitUrl: string | null; lockMinutes: number; pinHash: string | null };

export const DEFAULT_DISCREET_SETTINGS: DiscreetSettings = { enabled: false, exitUrl: null, lockMinutes: 5, hasPin: false };

export function toDiscreetSettings(row: Row | null): DiscreetSettings {
  if (!row) return DEFAULT_DISCREET_SETTINGS;
  return { enabled: row.enabled, exitUrl: row.exitUrl, lockMinutes: row.lockMinutes, hasPin: row.pinHash !== null };
}

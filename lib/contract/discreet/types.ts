// The discreet-mode settings as the API answers them (the PIN itself never leaves the server).
import type { ErrorBody } from "@/lib/core/errors";
import { serverText } from "@/lib/core/server-text";

export { LOCK_MINUTES } from "./limits";

export type DiscreetSettings = {
  enabled: boolean;
  /** null: the default weather search in the member's language */
  exitUrl: string | null;
  lockMinutes: number;
  hasPin: boolean;
};

/** POST /api/users/{id}/pin/verify answers 401 with this body for a wrong PIN. */
export type WrongPinReply = ErrorBody<"unauthorized"> & { triesLeft: number };

export const PIN_MAX_TRIES = 5;
export const WRONG_PIN = serverText("incorrectPin");

import { z } from "zod";
import { serverText } from "@/lib/core/server-text";
import { LIMITS_DURATION_KEYS } from "./constants";

// Limits (issue #33): GET /api/limits -> Limits; PUT /api/limits turns them on for a period or off.

export * from "./constants";

export const putLimitsBodySchema = z.object(
  {
    // left out: only recentFollowers changes, and a running period keeps its end
    on: z.boolean({ error: serverText("limitsOnInvalid") }).optional(),
    // the period from now; ignored when turning off (the member's last choice is kept for next time)
    duration: z.enum(LIMITS_DURATION_KEYS, { error: serverText("limitsDurationInvalid") }).default("1w"),
    recentFollowers: z.boolean({ error: serverText("limitsRecentFollowersInvalid") }).optional(),
  },
  { error: serverText("bodyMustBeObject") },
);
export type PutLimitsBody = z.input<typeof putLimitsBodySchema>;

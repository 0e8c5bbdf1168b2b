import { z } from "zod";

// ---- Block and mute (POST /api/users/{id}/mute, GET /api/blocks, GET /api/mutes) ----
export const MUTE_MIN_SECONDS = 60;
export const MUTE_MAX_SECONDS = 365 * 24 * 60 * 60;
/** The durations the profile menu offers; null = until unmuted. */
export const MUTE_PRESETS = { hour: 3600, day: 86_400, week: 7 * 86_400, forever: null } as const;
export type MutePreset = keyof typeof MUTE_PRESETS;

const MUTE_DURATION_MESSAGE = `Mute duration must be a whole number of seconds from ${MUTE_MIN_SECONDS} to ${MUTE_MAX_SECONDS}, or null`;

export const muteUserBodySchema = z
  .object({
    durationSeconds: z
      .number({ error: MUTE_DURATION_MESSAGE })
      .int(MUTE_DURATION_MESSAGE)
      .min(MUTE_MIN_SECONDS, MUTE_DURATION_MESSAGE)
      .max(MUTE_MAX_SECONDS, MUTE_DURATION_MESSAGE)
      .nullable()
      .optional(),
  }, { error: "Request body must be a JSON object" });
export type MuteUserBody = z.infer<typeof muteUserBodySchema>;

export const safetyListQuerySchema = z.object({
  cursor: z
    .string({ error: "Invalid cursor" })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "Invalid cursor")
    .optional(),
});
export type SafetyListQuery = z.infer<typeof safetyListQuerySchema>;
// ---- end block and mute ----

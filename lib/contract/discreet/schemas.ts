import { z } from "zod";
import { EXIT_URL_MAX, isAllowedExitUrl } from "@/lib/contract/discreet/exit-url";
import { LOCK_MINUTES } from "@/lib/contract/discreet/types";
import { PASSWORD_MAX } from "@/lib/contract/auth/schemas";
import { CURRENT_PASSWORD_INCORRECT } from "@/lib/contract/users/schemas";
import { serverText } from "@/lib/core/server-text";
import { PIN_PATTERN } from "./limits";

// Request bodies of /api/users/{id}/discreet and /api/users/{id}/pin*, shared by the settings form, the handlers and the tests.
export const EXIT_URL_INVALID = serverText("exitUrlInvalid");
export const PIN_INVALID = serverText("pinInvalid");
export const LOCK_MINUTES_INVALID = serverText("lockMinutesInvalid", { options: LOCK_MINUTES.join(", ") });
export { PIN_PATTERN } from "./limits";

export const exitUrlSchema = z
  .string({ error: EXIT_URL_INVALID })
  .trim()
  .max(EXIT_URL_MAX, EXIT_URL_INVALID)
  .refine((v) => v === "" || isAllowedExitUrl(v), EXIT_URL_INVALID)
  .nullable()
  .transform((v) => v || null);

export const updateDiscreetBodySchema = z.object({
  enabled: z.boolean({ error: serverText("enabledMustBeBoolean") }).optional(),
  /** "" or null: back to the default weather search */
  exitUrl: exitUrlSchema.optional(),
  lockMinutes: z
    .number({ error: LOCK_MINUTES_INVALID })
    .refine((v) => (LOCK_MINUTES as readonly number[]).includes(v), LOCK_MINUTES_INVALID)
    .optional(),
});
export type UpdateDiscreetBody = z.infer<typeof updateDiscreetBodySchema>;

export const pinSchema = z.string({ error: PIN_INVALID }).regex(PIN_PATTERN, PIN_INVALID);
const currentPasswordSchema = z.string({ error: CURRENT_PASSWORD_INCORRECT }).min(1, CURRENT_PASSWORD_INCORRECT).max(PASSWORD_MAX, CURRENT_PASSWORD_INCORRECT);

/** PUT /api/users/{id}/pin: a new PIN, confirmed by the account password. */
export const setPinBodySchema = z.object({ pin: pinSchema, currentPassword: currentPasswordSchema });
export type SetPinBody = z.infer<typeof setPinBodySchema>;

/** DELETE /api/users/{id}/pin: removing the PIN also needs the account password. */
export const removePinBodySchema = z.object({ currentPassword: currentPasswordSchema });
export type RemovePinBody = z.infer<typeof removePinBodySchema>;

/** POST /api/users/{id}/pin/verify: the PIN typed on the lock screen. */
export const verifyPinBodySchema = z.object({ pin: z.string({ error: PIN_INVALID }).max(6, PIN_INVALID) });
export type VerifyPinBody = z.infer<typeof verifyPinBodySchema>;

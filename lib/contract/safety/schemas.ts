import { z } from "zod";
import { ID_PATTERN } from "@/lib/core/schema/id";
import { cursorSchema, pageQuery } from "@/lib/core/schema/page-query";
import { MODERATION_PAGE_DEFAULT, MODERATION_PAGE_MAX, MUTE_MAX_SECONDS, MUTE_MIN_SECONDS, REPORT_ACTIONS, REPORT_DETAILS_MAX, REPORT_REASONS, REPORT_REASONS_BY_TARGET, REPORT_STATUSES, REPORT_TARGET_TYPES, RESOLUTION_NOTES_MAX } from "./limits";
import { serverText } from "@/lib/core/server-text";

export * from "./limits";

// ---- Block and mute (POST /api/users/{id}/mute, GET /api/blocks, GET /api/mutes) ----

const MUTE_DURATION_MESSAGE = serverText("muteDurationInvalid", { min: MUTE_MIN_SECONDS, max: MUTE_MAX_SECONDS });

export const muteUserBodySchema = z
  .object({
    durationSeconds: z
      .number({ error: MUTE_DURATION_MESSAGE })
      .int(MUTE_DURATION_MESSAGE)
      .min(MUTE_MIN_SECONDS, MUTE_DURATION_MESSAGE)
      .max(MUTE_MAX_SECONDS, MUTE_DURATION_MESSAGE)
      .nullable()
      .optional(),
  }, { error: serverText("bodyMustBeObject") });
export type MuteUserBody = z.infer<typeof muteUserBodySchema>;

export const safetyListQuerySchema = z.object({
  cursor: cursorSchema.optional(),
});
export type SafetyListQuery = z.infer<typeof safetyListQuerySchema>;
// ---- end block and mute ----

// ---------------------------------------------------------------------------------------------
// Reports and moderation (POST /api/reports, /api/admin/reports, /api/admin/audit)
// ---------------------------------------------------------------------------------------------

const id = (label: string) =>
  z.string({ error: serverText("fieldRequired", { field: label }) }).regex(ID_PATTERN, serverText("fieldNotValid", { field: label }));

export const createReportBodySchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, { error: serverText("fieldOneOf", { field: "targetType", options: REPORT_TARGET_TYPES.join(", ") }) }),
  targetId: id("targetId"),
  reason: z.enum(REPORT_REASONS, { error: serverText("fieldOneOf", { field: "reason", options: REPORT_REASONS.join(", ") }) }),
  details: z
    .string({ error: serverText("fieldMustBeText", { field: "details" }) })
    .trim()
    .max(REPORT_DETAILS_MAX, serverText("reportDetailsTooLong", { max: REPORT_DETAILS_MAX }))
    .nullish(),
  /** message reports: attach the conversation's recent context for the moderator (off unless true) */
  shareContext: z.boolean({ error: serverText("fieldNotValid", { field: "shareContext" }) }).optional(),
}).refine((body) => REPORT_REASONS_BY_TARGET[body.targetType].includes(body.reason), {
  path: ["reason"],
  error: serverText("reportReasonNotForTarget"),
});
export type CreateReportBody = z.infer<typeof createReportBodySchema>;

const moderationPageQuery = pageQuery(MODERATION_PAGE_DEFAULT, MODERATION_PAGE_MAX);

export const listReportsQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES, { error: serverText("fieldOneOf", { field: "status", options: REPORT_STATUSES.join(", ") }) }).default("open"),
  ...moderationPageQuery.shape,
});
export type ListReportsQuery = z.infer<typeof listReportsQuerySchema>;

export const listAuditQuerySchema = moderationPageQuery;
export type ListAuditQuery = z.infer<typeof listAuditQuerySchema>;

export const resolveReportBodySchema = z.object({
  action: z.enum(REPORT_ACTIONS, { error: serverText("fieldOneOf", { field: "action", options: REPORT_ACTIONS.join(", ") }) }),
  notes: z
    .string({ error: serverText("fieldMustBeText", { field: "notes" }) })
    .trim()
    .max(RESOLUTION_NOTES_MAX, serverText("reportNotesTooLong", { max: RESOLUTION_NOTES_MAX }))
    .nullish(),
});
export type ResolveReportBody = z.infer<typeof resolveReportBodySchema>;

// ---------------------------------------------------------------------------------------------

import { z } from "zod";
import { ID_PATTERN } from "@/lib/core/schema/id";
import { cursorSchema, pageQuery } from "@/lib/core/schema/page-query";
import { MODERATION_PAGE_DEFAULT, MODERATION_PAGE_MAX, MUTE_MAX_SECONDS, MUTE_MIN_SECONDS, REPORT_ACTIONS, REPORT_DETAILS_MAX, REPORT_REASONS, REPORT_STATUSES, REPORT_TARGET_TYPES, RESOLUTION_NOTES_MAX } from "./limits";

export * from "./limits";

// ---- Block and mute (POST /api/users/{id}/mute, GET /api/blocks, GET /api/mutes) ----

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
  cursor: cursorSchema.optional(),
});
export type SafetyListQuery = z.infer<typeof safetyListQuerySchema>;
// ---- end block and mute ----

// ---------------------------------------------------------------------------------------------
// Reports and moderation (POST /api/reports, /api/admin/reports, /api/admin/audit)
// ---------------------------------------------------------------------------------------------

const id = (label: string) =>
  z.string({ error: `${label} is required` }).regex(ID_PATTERN, `${label} is not valid`);

export const createReportBodySchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, { error: `targetType must be one of: ${REPORT_TARGET_TYPES.join(", ")}` }),
  targetId: id("targetId"),
  reason: z.enum(REPORT_REASONS, { error: `reason must be one of: ${REPORT_REASONS.join(", ")}` }),
  details: z
    .string({ error: "details must be text" })
    .trim()
    .max(REPORT_DETAILS_MAX, `Details must be at most ${REPORT_DETAILS_MAX} characters`)
    .nullish(),
});
export type CreateReportBody = z.infer<typeof createReportBodySchema>;

const moderationPageQuery = pageQuery(MODERATION_PAGE_DEFAULT, MODERATION_PAGE_MAX);

export const listReportsQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES, { error: `status must be one of: ${REPORT_STATUSES.join(", ")}` }).default("open"),
  ...moderationPageQuery.shape,
});
export type ListReportsQuery = z.infer<typeof listReportsQuerySchema>;

export const listAuditQuerySchema = moderationPageQuery;
export type ListAuditQuery = z.infer<typeof listAuditQuerySchema>;

export const resolveReportBodySchema = z.object({
  action: z.enum(REPORT_ACTIONS, { error: `action must be one of: ${REPORT_ACTIONS.join(", ")}` }),
  notes: z
    .string({ error: "notes must be text" })
    .trim()
    .max(RESOLUTION_NOTES_MAX, `Notes must be at most ${RESOLUTION_NOTES_MAX} characters`)
    .nullish(),
});
export type ResolveReportBody = z.infer<typeof resolveReportBodySchema>;

// ---------------------------------------------------------------------------------------------

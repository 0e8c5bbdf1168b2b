import { z } from "zod";
import { ID_PATTERN } from "@/lib/core/schema/id";
import { pageQuery } from "@/lib/core/schema/page-query";
import { serverText } from "@/lib/core/server-text";
import { MODERATION_PAGE_DEFAULT, MODERATION_PAGE_MAX } from "@/lib/contract/safety/limits";
import { APPEAL_ACTIONS, APPEAL_REASON_MAX, APPEAL_STATUSES, APPEAL_TEXT_MAX } from "./limits";

// Account status and appeals (issue #33): POST /api/appeals, GET /api/admin/appeals, POST /api/admin/appeals/{id}/resolve.

export * from "./paths";
export * from "./limits";

/** A decision can be appealed for this long after it was made (Mastodon allows 20 days). */
export const APPEAL_WINDOW_DAYS = 20;
export const APPEAL_WINDOW_MS = APPEAL_WINDOW_DAYS * 24 * 60 * 60 * 1000;


export const createAppealBodySchema = z.object(
  {
    decisionId: z.string({ error: serverText("fieldRequired", { field: "decisionId" }) }).regex(ID_PATTERN, serverText("fieldNotValid", { field: "decisionId" })),
    text: z
      .string({ error: serverText("fieldRequired", { field: "text" }) })
      .trim()
      .min(1, serverText("appealTextRequired"))
      .max(APPEAL_TEXT_MAX, serverText("appealTextTooLong", { max: APPEAL_TEXT_MAX })),
  },
  { error: serverText("bodyMustBeObject") },
);
export type CreateAppealBody = z.infer<typeof createAppealBodySchema>;

export const listAppealsQuerySchema = z.object({
  status: z.enum(APPEAL_STATUSES, { error: serverText("fieldOneOf", { field: "status", options: APPEAL_STATUSES.join(", ") }) }).default("open"),
  ...pageQuery(MODERATION_PAGE_DEFAULT, MODERATION_PAGE_MAX).shape,
});
export type ListAppealsQuery = z.infer<typeof listAppealsQuerySchema>;

export const resolveAppealBodySchema = z
  .object(
    {
      action: z.enum(APPEAL_ACTIONS, { error: serverText("fieldOneOf", { field: "action", options: APPEAL_ACTIONS.join(", ") }) }),
      reason: z
        .string({ error: serverText("fieldMustBeText", { field: "reason" }) })
        .trim()
        .max(APPEAL_REASON_MAX, serverText("appealReasonTooLong", { max: APPEAL_REASON_MAX }))
        .nullish(),
    },
    { error: serverText("bodyMustBeObject") },
  )
  .refine((body) => body.action !== "reject" || Boolean(body.reason), { message: serverText("appealReasonRequired"), path: ["reason"] });
export type ResolveAppealBody = z.infer<typeof resolveAppealBodySchema>;

// The `type` of each notification the server writes; screens word them from the catalog by type.
export const NOTIFICATION_TYPES = {
  applicationApproved: "business_application_approved",
  applicationRejected: "business_application_rejected",
  reportResolved: "report_resolved",
  contentRemoved: "content_removed",
  accountSuspended: "account_suspended",
} as const;

"use client";

import { useTranslations } from "next-intl";

type Item = { type: string; title: string; body: string; data: Record<string, unknown> | null };

const REASONS = new Set(["harassment", "hate", "outing", "spam", "nudity", "violence", "self_harm", "impersonation", "other"]);
const TARGETS = new Set(["post", "comment", "story", "user", "event", "business", "message", "review"]);
const ACTIONS = new Set(["dismiss", "remove", "suspend"]);

/** A notification's title and text from its type + data (catalog), or the stored English for unknown types. */
export function useNotificationText() {
  const t = useTranslations("notifications");
  return (n: Item): { title: string; body: string; note: string | null } => {
    const d = n.data ?? {};
    const str = (v: unknown) => (typeof v === "string" ? v : "");
    const target = TARGETS.has(str(d.targetType)) ? t(`targets.${str(d.targetType)}` as "targets.post") : t("targets.post");
    const reason = REASONS.has(str(d.reason)) ? t(`reasons.${str(d.reason)}` as "reasons.other") : t("reasons.other");
    const notes = str(d.notes);
    switch (n.type) {
      case "report_resolved": {
        const action = ACTIONS.has(str(d.action)) ? str(d.action) : "dismiss";
        return { title: t("types.report_resolved.title"), body: t(`types.report_resolved.${action}` as "types.report_resolved.dismiss", { target }), note: null };
      }
      case "content_removed":
        return { title: t("types.content_removed.title", { target }), body: t("types.content_removed.body", { reason }), note: notes ? t("types.content_removed.notes", { notes }) : null };
      case "account_suspended":
        return { title: t("types.account_suspended.title"), body: t("types.account_suspended.body", { reason }), note: notes ? t("types.account_suspended.notes", { notes }) : null };
      case "appeal_accepted": {
        const flags = { restored: d.contentRestored === true ? "yes" : "no", lifted: d.unsuspended === true ? "yes" : "no" };
        return { title: t("types.appeal_accepted.title"), body: t("types.appeal_accepted.body", { target, ...flags }), note: null };
      }
      case "appeal_rejected":
        return { title: t("types.appeal_rejected.title"), body: t("types.appeal_rejected.body"), note: str(d.reason) ? t("types.appeal_rejected.reason", { reason: str(d.reason) }) : null };
      case "limits_suggested":
        return { title: t("types.limits_suggested.title"), body: t("types.limits_suggested.body"), note: null };
      case "business_application_approved":
        return { title: t("types.business_application_approved.title"), body: t("types.business_application_approved.body", { name: str(d.businessName) }), note: null };
      case "business_application_rejected":
        return { title: t("types.business_application_rejected.title"), body: t("types.business_application_rejected.body", { name: str(d.businessName), reason: str(d.adminNotes) }), note: null };
      case "event_waitlist_promoted":
        return { title: t("types.event_waitlist_promoted.title"), body: t("types.event_waitlist_promoted.body", { title: str(d.eventTitle) }), note: null };
      default:
        return { title: n.title, body: n.body, note: null };
    }
  };
}

"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { ApplicationStatus } from "@/lib/contract/businesses/schemas";

const VARIANT = { pending: "warning", approved: "success", rejected: "destructive" } as const;

/** Yellow pending, green approved, red rejected (each ≥ 4.5:1 text contrast). */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const t = useTranslations("peerpicks.status");
  return (
    <Badge variant={VARIANT[status]} data-status={status}>
      {t(status)}
    </Badge>
  );
}

"use client";

import { Flag } from "lucide-react";
import { useTranslations } from "next-intl";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";

/** The "Report" entry of a ⋯ menu; the menu's owner keeps the ReportDialog open state (outside the menu). */
export function ReportMenuItem({ onSelect, label }: { onSelect: () => void; /** defaults to "Report" */ label?: string }) {
  const t = useTranslations("safety.report");
  return (
    <DropdownMenuItem onSelect={onSelect} className="text-destructive">
      <Flag aria-hidden="true" />
      {label ?? t("menuItem")}
    </DropdownMenuItem>
  );
}

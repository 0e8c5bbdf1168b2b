"use client";

import { MoreHorizontal } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/client/cn";
import { ReportDialog, type ReportTarget } from "./report-dialog";
import { ReportMenuItem } from "./report-menu-item";

type Props = { target: ReportTarget; label: string; className?: string; triggerClassName?: string };

/** A ⋯ menu holding only "Report", for surfaces that have no menu of their own. */
export function ReportMenu({ target, label, className, triggerClassName }: Props) {
  const t = useTranslations("safety.report");
  const [open, setOpen] = useState(false);
  return (
    <div className={className}>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button type="button" variant="ghost" size="icon" className={cn("size-9", triggerClassName)} aria-label={label || t("menuLabel")}>
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <ReportMenuItem onSelect={() => setOpen(true)} />
        </DropdownMenuContent>
      </DropdownMenu>
      <ReportDialog target={target} open={open} onOpenChange={setOpen} />
    </div>
  );
}

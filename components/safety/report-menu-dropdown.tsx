"use client";

import { useState, type ReactNode } from "react";
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { ReportDialog, type ReportTarget } from "./report-dialog";
import { ReportMenuItem } from "./report-menu-item";

/** ReportMenu's Radix dropdown and its dialog, loaded on the first press of its button (./report-menu.tsx) and opened at once. */
export function ReportMenuDropdown({ target, trigger }: { target: ReportTarget; trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <DropdownMenu defaultOpen>
        <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <ReportMenuItem onSelect={() => setOpen(true)} />
        </DropdownMenuContent>
      </DropdownMenu>
      <ReportDialog target={target} open={open} onOpenChange={setOpen} />
    </>
  );
}

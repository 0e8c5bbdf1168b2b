"use client";

import { MoreHorizontal } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useDeferredMenu } from "@/hooks/use-deferred-menu";
import { cn } from "@/lib/client/cn";
import type { ReportTarget } from "./report-dialog";

// Every event and business card carries this menu: its dropdown and dialog load when first used.
const loadDropdown = () => import("./report-menu-dropdown").then((m) => m.ReportMenuDropdown);

type Props = { target: ReportTarget; label: string; className?: string; triggerClassName?: string };

/** A ⋯ menu holding only "Report", for surfaces that have no menu of their own. */
export function ReportMenu({ target, label, className, triggerClassName }: Props) {
  const t = useTranslations("safety.report");
  const { Menu, triggerProps } = useDeferredMenu(loadDropdown);
  const trigger = (
    <Button type="button" variant="ghost" size="icon" className={cn("size-9", triggerClassName)} aria-label={label || t("menuLabel")} {...triggerProps}>
      <MoreHorizontal aria-hidden="true" />
    </Button>
  );
  return <div className={className}>{Menu ? <Menu target={target} trigger={trigger} /> : trigger}</div>;
}

"use client";

import { useTranslations } from "next-intl";
import { ReportMenu } from "@/components/safety/report-menu";
import { cn } from "@/lib/utils";

/** The profile's ⋯ menu: Report for someone else's profile (nothing on one's own). */
export function ProfileMenu({ userId, isSelf, onMedia }: { userId: string; isSelf: boolean; onMedia?: boolean }) {
  const t = useTranslations("profile");
  if (isSelf) return null;
  return (
    <ReportMenu
      target={{ type: "user", id: userId }}
      label={t("menu")}
      className="absolute top-2 right-2 z-10"
      triggerClassName={cn("rounded-full bg-background/80 text-foreground hover:bg-background", onMedia && "bg-black/40 text-white hover:bg-black/60")}
    />
  );
}

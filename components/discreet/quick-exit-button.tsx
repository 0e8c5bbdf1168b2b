"use client";

import { DoorOpen } from "lucide-react";
import { useTranslations } from "next-intl";
import { useDeviceDiscreet } from "@/components/discreet/device-discreet";
import { useQuickExit } from "@/components/discreet/use-quick-exit";

/** The header's Quick exit, shown while discreet mode is on. */
export function QuickExitButton() {
  const t = useTranslations("discreet");
  const { enabled } = useDeviceDiscreet();
  const exit = useQuickExit();
  if (!enabled) return null;
  return (
    <button
      type="button"
      aria-label={t("quickExit")}
      title={t("quickExit")}
      onClick={exit}
      className="inline-flex size-10 items-center justify-center rounded-full bg-foreground text-background hover:bg-foreground/90"
    >
      <DoorOpen className="size-5" aria-hidden />
    </button>
  );
}

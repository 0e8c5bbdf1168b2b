"use client";

import { useTranslations } from "next-intl";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";

/** The organizer's RSVP test switch on their first event (loaded with its own chunk: most members never see it). */
export function RsvpTestSwitch({ eventId, checked, disabled, onToggle }: { eventId: string; checked: boolean; disabled: boolean; onToggle: () => void }) {
  const t = useTranslations("events.card");
  return (
    <div className="flex items-center gap-2">
      <Switch id={`rsvp-test-${eventId}`} checked={checked} disabled={disabled} onCheckedChange={onToggle} />
      <Label htmlFor={`rsvp-test-${eventId}`} className="text-sm">
        {t("rsvpTestMode")}
      </Label>
    </div>
  );
}

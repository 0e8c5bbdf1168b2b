"use client";

import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";

type SwitchRowProps = {
  id: string;
  label: string;
  /** the line under the label, which also describes the switch (id `${id}-hint`) */
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/** A settings switch: its label and hint on the left, the switch on the right. */
export function SwitchRow({ id, label, hint, checked, disabled, onCheckedChange }: SwitchRowProps) {
  const hintId = `${id}-hint`;
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="space-y-0.5">
        <Label htmlFor={id}>{label}</Label>
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
      <Switch id={id} checked={checked} disabled={disabled} aria-describedby={hintId} onCheckedChange={onCheckedChange} />
    </div>
  );
}

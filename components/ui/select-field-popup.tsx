"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { SelectFieldProps } from "@/components/ui/select-field";

/**
 * SelectField's Radix Select, loaded on the first press of its trigger (components/ui/select-field.tsx)
 * and mounted open; it stays mounted, an ordinary Radix Select, from then on.
 */
export function SelectFieldPopup({ id, placeholder, value, options, onChange, onBlur, error, disabled, describedBy }: SelectFieldProps & { describedBy?: string }) {
  return (
    <Select value={value} disabled={disabled} onValueChange={onChange} defaultOpen>
      <SelectTrigger id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} onBlur={onBlur}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { EventField } from "@/components/events/event-field";

type Props = {
  id: string;
  label: string;
  placeholder?: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  error?: string;
};

export function EventSelectField({ id, label, placeholder, value, options, onChange, error }: Props) {
  return (
    <EventField id={id} label={label} error={error}>
      {(describedBy) => (
        <Select value={value} onValueChange={onChange}>
          <SelectTrigger id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
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
      )}
    </EventField>
  );
}

"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Field } from "@/components/ui/field";

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
    <Field id={id} label={label} error={error}>
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
    </Field>
  );
}

"use client";

import { Field } from "@/components/ui/field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

type SelectFieldProps = {
  id: string;
  label: string;
  placeholder?: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
};

/** A labelled select (Field's label, hint and error around a Radix Select) of the given options. */
export function SelectField({ id, label, placeholder, value, options, onChange, onBlur, error, disabled }: SelectFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      {(describedBy) => (
        <Select value={value} disabled={disabled} onValueChange={onChange}>
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
      )}
    </Field>
  );
}

"use client";

import { ChevronDown } from "lucide-react";
import type { KeyboardEvent } from "react";
import { Field } from "@/components/ui/field";
import { selectTriggerClass } from "@/components/ui/select-trigger-class";
import { SELECT_OPEN_KEYS, useDeferredPopup } from "@/hooks/use-deferred-menu";

export type SelectFieldProps = {
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

// Radix Select (with floating-ui and its scroll lock) loads on the first press of the trigger, outside
// the screen's first-load JavaScript; a failed download toasts and the next press downloads again.
const loadPopup = () => import("./select-field-popup").then((m) => m.SelectFieldPopup);

/**
 * Radix's closed trigger picks an option when a letter is typed on it, without opening: the next option
 * (after the chosen one, from the top again) whose label starts with that letter. True when the key was one.
 */
function typeahead(event: KeyboardEvent<HTMLButtonElement>, { options, value, onChange }: SelectFieldProps): boolean {
  if (event.key.length !== 1 || event.key === " " || event.ctrlKey || event.metaKey || event.altKey) return false;
  const letter = event.key.toLocaleLowerCase();
  const at = options.findIndex((option) => option.value === value);
  const match = [...options.slice(at + 1), ...options.slice(0, at + 1)].find((option) => option.label.toLocaleLowerCase().startsWith(letter));
  if (match && match.value !== value) onChange(match.value);
  return true;
}

/** A labelled select (Field's label, hint and error around a Radix Select) of the given options. */
export function SelectField(props: SelectFieldProps) {
  const { id, label, placeholder, value, options, onBlur, error, disabled } = props;
  const { Loaded: Popup, triggerProps } = useDeferredPopup(loadPopup, SELECT_OPEN_KEYS);
  const selected = options.find((option) => option.value === value);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!typeahead(event, props)) triggerProps.onKeyDown?.(event);
  };
  return (
    <Field id={id} label={label} error={error}>
      {(describedBy) =>
        Popup ? (
          <Popup {...props} describedBy={describedBy} />
        ) : (
          // Radix's closed trigger, as SelectTrigger draws it
          <button
            type="button"
            id={id}
            role="combobox"
            aria-controls={`${id}-options`} // as Radix's closed trigger: the list it opens, not there until open
            aria-expanded={false}
            aria-autocomplete="none"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            data-slot="select-trigger"
            data-state="closed"
            data-disabled={disabled ? "" : undefined}
            data-placeholder={selected ? undefined : ""}
            disabled={disabled}
            className={selectTriggerClass()}
            onBlur={onBlur}
            {...triggerProps}
            onKeyDown={onKeyDown}
          >
            <span data-slot="select-value" style={{ pointerEvents: "none" }}>
              {selected ? selected.label : placeholder}
            </span>
            <ChevronDown aria-hidden="true" className="opacity-60" />
          </button>
        )
      }
    </Field>
  );
}

"use client";

import { ChevronDown } from "lucide-react";
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

/** A labelled select (Field's label, hint and error around a Radix Select) of the given options. */
export function SelectField(props: SelectFieldProps) {
  const { id, label, placeholder, value, options, onBlur, error, disabled } = props;
  const { Loaded: Popup, triggerProps } = useDeferredPopup(loadPopup, SELECT_OPEN_KEYS);
  const selected = options.find((option) => option.value === value);
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

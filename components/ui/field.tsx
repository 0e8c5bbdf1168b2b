import type { ComponentProps, ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

type FieldProps = {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** the id of a message elsewhere (e.g. one notice for several fields) that also describes the control */
  describedBy?: string;
  /** renders the control, given the ids that describe it */
  children: (describedBy: string | undefined) => ReactNode;
};

/** A labelled form control with its hint and error linked for assistive tech. */
export function Field({ id, label, hint, error, describedBy: extraId, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId, extraId].filter(Boolean).join(" ") || undefined;
  return (
    <div data-slot="field" className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children(describedBy)}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A control's error message, announced when it appears; `id` is what the control's aria-describedby names. */
export function FieldError({ id, message }: { id?: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {message}
    </p>
  );
}

/** `invalid` marks the control without a message of its own (the message is the one `describedBy` names). */
type Common = { id: string; label: string; hint?: string; error?: string; invalid?: boolean; describedBy?: string };

export function InputField({ id, label, hint, error, invalid, describedBy: extraId, ...props }: Common & ComponentProps<typeof Input>) {
  return (
    <Field id={id} label={label} hint={hint} error={error} describedBy={invalid ? extraId : undefined}>
      {(describedBy) => <Input id={id} aria-invalid={error || invalid ? true : undefined} aria-describedby={describedBy} {...props} />}
    </Field>
  );
}

export function TextareaField({ id, label, hint, error, invalid, describedBy: extraId, ...props }: Common & ComponentProps<typeof Textarea>) {
  return (
    <Field id={id} label={label} hint={hint} error={error} describedBy={invalid ? extraId : undefined}>
      {(describedBy) => <Textarea id={id} aria-invalid={error || invalid ? true : undefined} aria-describedby={describedBy} {...props} />}
    </Field>
  );
}

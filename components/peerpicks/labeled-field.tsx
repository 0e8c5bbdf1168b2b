import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

type Common = { id: string; label: string; error?: string };

function described(id: string, error?: string) {
  return { "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined } as const;
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
      {error}
    </p>
  ) : null;
}

/** A labelled input with its error linked for assistive tech. */
export function LabeledInput({ id, label, error, ...props }: Common & ComponentProps<typeof Input>) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...described(id, error)} {...props} />
      <FieldError id={id} error={error} />
    </div>
  );
}

export function LabeledTextarea({ id, label, error, ...props }: Common & ComponentProps<typeof Textarea>) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Textarea id={id} {...described(id, error)} {...props} />
      <FieldError id={id} error={error} />
    </div>
  );
}

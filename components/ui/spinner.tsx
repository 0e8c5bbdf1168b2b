import * as React from "react";
import { LoaderCircle } from "lucide-react";

import { cn } from "@/lib/client/cn";

export type SpinnerProps = Omit<React.ComponentProps<"div">, "role"> & {
  /** Accessible name announced to screen readers (e.g. a translated "Loading"). */
  "aria-label": string;
  size?: "sm" | "default" | "lg";
};

const sizes = { sm: "size-4", default: "size-6", lg: "size-10" } as const;

export function Spinner({ className, size = "default", ...props }: SpinnerProps) {
  return (
    <div
      data-slot="spinner"
      role="status"
      aria-live="polite"
      className={cn("flex w-full items-center justify-center p-4 text-primary", className)}
      {...props}
    >
      <LoaderCircle aria-hidden="true" className={cn("animate-spin", sizes[size])} />
    </div>
  );
}

import { cn } from "@/lib/client/cn";

/** SelectTrigger's look, shared with the trigger SelectField shows until its Radix Select has loaded. */
export const selectTriggerClass = (className?: string) =>
  cn(
    "flex h-10 w-full items-center justify-between gap-2 rounded-md border border-input bg-background px-3 py-2 text-base whitespace-nowrap shadow-xs transition-colors outline-none md:text-sm",
    "focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40",
    "disabled:cursor-not-allowed disabled:opacity-50 data-[placeholder]:text-muted-foreground",
    "aria-invalid:border-destructive *:data-[slot=select-value]:line-clamp-1 *:data-[slot=select-value]:flex *:data-[slot=select-value]:items-center *:data-[slot=select-value]:gap-2",
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
    className,
  );

import type { ReactNode } from "react";
import { cn } from "@/lib/client/cn";

type PanelSectionProps = {
  /** id of the heading, which labels the section */
  titleId: string;
  title: ReactNode;
  text?: ReactNode;
  destructive?: boolean;
  children?: ReactNode;
};

/** A bordered section with a heading and a line of explanation, as on /edit-profile and /settings. */
export function PanelSection({ titleId, title, text, destructive = false, children }: PanelSectionProps) {
  return (
    <section aria-labelledby={titleId} className={cn("space-y-3 rounded-xl border p-4", destructive && "border-destructive/40")}>
      <h2 id={titleId} className={cn("text-base font-semibold", destructive && "text-destructive")}>
        {title}
      </h2>
      {text ? <p className="text-sm text-muted-foreground">{text}</p> : null}
      {children}
    </section>
  );
}

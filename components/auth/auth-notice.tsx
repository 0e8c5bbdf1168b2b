import type { ReactNode } from "react";
import { cn } from "@/lib/client/cn";

/**
 * The result that takes a form's place on the account screens ("check your mail", "password changed",
 * "this link no longer works"): a heading, a line, and what to do next. Announced as it appears.
 */
export function AuthNotice({ title, text, tone = "info", children }: { title: string; text: ReactNode; tone?: "info" | "error"; children?: ReactNode }) {
  return (
    <div role={tone === "error" ? "alert" : "status"} className="space-y-4">
      <div className={cn("space-y-1 rounded-md border px-3 py-3 text-sm", tone === "error" ? "border-destructive/40 bg-destructive/10" : "border-primary/40 bg-primary/10")}>
        <h2 className="font-semibold">{title}</h2>
        <p>{text}</p>
      </div>
      {children}
    </div>
  );
}

/** A full-width link styled as the screens' main button. */
export function AuthLinkButton({ href, children, variant = "default" }: { href: string; children: ReactNode; variant?: "default" | "outline" }) {
  return (
    <a
      href={href}
      className={cn(
        "inline-flex h-10 w-full items-center justify-center rounded-md px-4 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
        variant === "default" ? "bg-primary text-primary-foreground hover:bg-primary/90" : "border border-input bg-background hover:bg-accent",
      )}
    >
      {children}
    </a>
  );
}

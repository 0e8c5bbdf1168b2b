import { ChevronRight } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { cn } from "@/lib/client/cn";

type SettingsLinkProps = {
  href: string;
  title: string;
  hint: string;
  /** the round badge's icon (size-4) and the badge's colours */
  icon: ReactNode;
  badgeClassName?: string;
};

/** A /settings entry to a screen of its own: a round icon, a title and a hint, and a chevron. */
export function SettingsLink({ href, title, hint, icon, badgeClassName = "bg-primary text-primary-foreground" }: SettingsLinkProps) {
  return (
    <Link href={href} className="flex items-center gap-3 rounded-2xl border bg-card px-4 py-3 outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring">
      <span aria-hidden="true" className={cn("flex size-9 items-center justify-center rounded-full", badgeClassName)}>
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold">{title}</span>
        <span className="block text-xs text-muted-foreground">{hint}</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground" />
    </Link>
  );
}

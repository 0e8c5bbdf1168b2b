"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/client/cn";

const TABS = [
  { href: "/admin/review", key: "applications" },
  { href: "/admin/moderation", key: "moderation" },
] as const;

/** The admin hub's tabs: Business Applications | Moderation (links, the current one marked). */
export function AdminTabs() {
  const t = useTranslations("moderation.tabs");
  const pathname = usePathname();
  return (
    <nav aria-label={t("label")} className="mb-4 flex gap-1 rounded-lg bg-muted p-1">
      {TABS.map(({ href, key }) => {
        const active = pathname === href;
        return (
          <Link
            key={href}
            href={href}
            aria-current={active ? "page" : undefined}
            className={cn(
              "flex-1 rounded-md px-3 py-2 text-center text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring",
              active ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
            )}
          >
            {t(key)}
          </Link>
        );
      })}
    </nav>
  );
}

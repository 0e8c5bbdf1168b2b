"use client";

import { CalendarDays, Home, PlusSquare, ShieldCheck, Store, User } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/client/cn";

const ITEMS = [
  { href: "/", key: "home", icon: Home },
  { href: "/peerpicks", key: "peerpicks", icon: Store },
  { href: "/create", key: "create", icon: PlusSquare },
  { href: "/events", key: "events", icon: CalendarDays },
  { href: "/profile", key: "profile", icon: User },
] as const;

export function isActive(pathname: string, href: string) {
  if (href === "/") return pathname === "/";
  // The Admin item stays lit on every screen of the admin hub (applications and moderation).
  if (href === "/admin/review") return pathname.startsWith("/admin/");
  return pathname === href || pathname.startsWith(`${href}/`);
}

export function BottomNav({ isAdmin }: { isAdmin: boolean }) {
  const t = useTranslations("nav");
  const pathname = usePathname();
  const items = isAdmin ? [...ITEMS, { href: "/admin/review", key: "admin", icon: ShieldCheck } as const] : ITEMS;
  return (
    <nav aria-label={t("mainNavigation")} className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 backdrop-blur pb-[env(safe-area-inset-bottom)]">
      <ul className="mx-auto flex max-w-2xl items-stretch justify-around">
        {items.map(({ href, key, icon: Icon }) => {
          const active = isActive(pathname, href);
          return (
            <li key={href} className="flex-1">
              <Link
                href={href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  // nowrap: a label never breaks over two lines (「プロフィール」 among six admin items at 390 px); the
                  // item's min-content is then its label, so flex-1 gives the longer label the room it needs.
                  "flex min-h-14 flex-col items-center justify-center gap-0.5 px-0.5 text-xs font-medium whitespace-nowrap",
                  active ? "text-primary" : "text-muted-foreground hover:text-foreground",
                )}
              >
                <Icon className={cn("size-6", active && "stroke-[2.5]")} aria-hidden />
                {t(key)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

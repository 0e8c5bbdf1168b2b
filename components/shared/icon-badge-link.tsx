import type { LucideIcon } from "lucide-react";
import Link from "next/link";

type IconBadgeLinkProps = {
  href: string;
  /** the link's accessible name, which says the count too */
  label: string;
  icon: LucideIcon;
  /** the badge's text (e.g. 3, "99+"); no badge when null */
  badge: string | number | null;
  badgeTestId: string;
};

/** A header icon that opens a screen, with a red count badge over it (the badge is for the eye; the label says it). */
export function IconBadgeLink({ href, label, icon: Icon, badge, badgeTestId }: IconBadgeLinkProps) {
  return (
    <Link href={href} aria-label={label} className="relative inline-flex size-10 items-center justify-center rounded-full hover:bg-accent">
      <Icon className="size-5" aria-hidden />
      {badge !== null ? (
        <span
          aria-hidden
          data-testid={badgeTestId}
          className="absolute top-0.5 right-0.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-semibold text-white"
        >
          {badge}
        </span>
      ) : null}
    </Link>
  );
}

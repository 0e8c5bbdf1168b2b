"use client";

import { Heart } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { UNREAD_COUNT_CAP } from "@/lib/contract/notifications/constants";
import { useUnreadCount } from "./use-unread-count";

/** The header's heart: opens /notifications, with the unread count as a badge and in its name. */
export function NotificationsHeart() {
  const t = useTranslations("notifications.heart");
  const count = useUnreadCount().data?.count ?? 0;
  const many = count >= UNREAD_COUNT_CAP;
  return (
    <Link
      href="/notifications"
      aria-label={many ? t("many") : t("label", { count })}
      className="relative inline-flex size-10 items-center justify-center rounded-full hover:bg-accent"
    >
      <Heart className="size-5" aria-hidden />
      {count > 0 ? (
        <span
          aria-hidden
          data-testid="unread-badge"
          className="absolute top-0.5 right-0.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-semibold text-white"
        >
          {many ? "99+" : count}
        </span>
      ) : null}
    </Link>
  );
}

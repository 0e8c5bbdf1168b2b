"use client";

import { Heart } from "lucide-react";
import { useTranslations } from "next-intl";
import { IconBadgeLink } from "@/components/shared/icon-badge-link";
import { UNREAD_COUNT_CAP } from "@/lib/contract/notifications/constants";
import { useUnreadCount } from "./use-unread-count";

/** The header's heart: opens /notifications, with the unread count as a badge and in its name. */
export function NotificationsHeart() {
  const t = useTranslations("notifications.heart");
  const count = useUnreadCount().data?.count ?? 0;
  const many = count >= UNREAD_COUNT_CAP;
  const badge = count > 0 ? (many ? "99+" : count) : null;
  return <IconBadgeLink href="/notifications" label={many ? t("many") : t("label", { count })} icon={Heart} badge={badge} badgeTestId="unread-badge" />;
}

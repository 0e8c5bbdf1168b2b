import { Search } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { QuickExitButton } from "@/components/discreet/quick-exit-button";
import { MessagesIcon } from "@/components/messages/messages-icon";
import { NotificationsHeart } from "@/components/notifications/notifications-heart";

export async function TopHeader() {
  const t = await getTranslations("nav");
  const common = await getTranslations("common");
  return (
    <header data-app-header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-2xl items-center justify-between px-3">
        <Link href="/" className="flex items-center gap-2 rounded-md" aria-label={t("homeLink")}>
          <img src="/logo.svg" alt="" width={32} height={32} className="size-8" />
          <span className="flex flex-col leading-tight">
            <span className="text-lg font-bold">{common("appName")}</span>
            <span className="text-xs text-muted-foreground">{common("tagline")}</span>
          </span>
        </Link>
        <div className="flex items-center gap-1">
          <QuickExitButton />
          <Link href="/explore" aria-label={t("search")} className="inline-flex size-10 items-center justify-center rounded-full hover:bg-accent">
            <Search className="size-5" aria-hidden />
          </Link>
          {/* The spec's favourites heart opens the notifications centre, as Instagram's heart does (issue #15). */}
          <NotificationsHeart />
          <MessagesIcon />
        </div>
      </div>
    </header>
  );
}

"use client";

import { Ban } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useBlockToggle } from "@/components/safety/use-safety-actions";
import { Button } from "@/components/ui/button";

type Props = { userId: string; username: string; onUnblocked?: () => void };

/** What a profile shows to the member who blocked it: who, and a way back (Unblock). */
export function BlockedProfile({ userId, username, onUnblocked }: Props) {
  const t = useTranslations("safety.blocked");
  const router = useRouter();
  const unblock = useBlockToggle(userId, username, (state) => {
    if (state.blocked) return;
    onUnblocked?.();
    router.refresh();
  });
  return (
    <section aria-labelledby="blocked-title" className="flex flex-col items-center gap-3 rounded-2xl border bg-card px-6 py-12 text-center">
      <Ban className="size-10 text-muted-foreground" aria-hidden />
      <h1 id="blocked-title" className="text-xl font-bold">
        {t("title", { username })}
      </h1>
      <p className="max-w-sm text-sm text-muted-foreground">{t("text")}</p>
      <div className="flex w-full max-w-xs flex-col gap-2 sm:flex-row">
        <Button type="button" variant="outline" className="flex-1 text-foreground" disabled={unblock.isPending} onClick={() => unblock.mutate()}>
          {t("unblock")}
        </Button>
        <Button asChild variant="secondary" className="flex-1">
          <Link href="/">{t("back")}</Link>
        </Button>
      </div>
    </section>
  );
}

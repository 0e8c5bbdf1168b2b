"use client";

import { Lock } from "lucide-react";
import { useTranslations } from "next-intl";
import { EmptyState } from "@/components/shared/empty-state";

/** What a private account's profile shows below the header to someone who does not follow it. */
export function PrivateAccountNotice({ requested }: { requested: boolean }) {
  const t = useTranslations("privacy.profile");
  return (
    <section className="rounded-2xl border" aria-label={t("privateTitle")}>
      <EmptyState
        icon={<Lock className="size-8 text-muted-foreground" aria-hidden />}
        title={t("privateTitle")}
        text={requested ? t("privateRequested") : t("privateText")}
      />
    </section>
  );
}

"use client";

import { useTranslations } from "next-intl";
import { useFormat } from "@/hooks/use-format";
import { SafetyUserList } from "@/components/safety/safety-user-list";
import { useBlockToggle, useMuteToggle } from "@/components/safety/use-safety-actions";
import { Button } from "@/components/ui/button";
import type { BlockedUser, MutedUser } from "@/lib/contract/safety/types";

function UnblockButton({ user }: { user: BlockedUser }) {
  const t = useTranslations("safety.settings");
  const unblock = useBlockToggle(user.id, user.username);
  return (
    <Button type="button" variant="outline" size="sm" className="text-foreground" disabled={unblock.isPending} aria-label={t("unblockUser", { username: user.username })} onClick={() => unblock.mutate()}>
      {t("unblock")}
    </Button>
  );
}

function UnmuteButton({ user }: { user: MutedUser }) {
  const t = useTranslations("safety.settings");
  const unmute = useMuteToggle(user.id, user.username);
  return (
    <Button type="button" variant="outline" size="sm" className="text-foreground" disabled={unmute.isPending} aria-label={t("unmuteUser", { username: user.username })} onClick={() => unmute.mutate(null)}>
      {t("unmute")}
    </Button>
  );
}

/** /settings: the members I block and mute, each with Unblock / Unmute. */
export function SafetySettings() {
  const t = useTranslations("safety.settings");
  const format = useFormat();
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-xl font-bold">{t("title")}</h1>
        <p className="text-sm text-muted-foreground">{t("intro")}</p>
      </div>
      <SafetyUserList<BlockedUser> url="/api/blocks" title={t("blockedTitle")} empty={t("blockedEmpty")} action={(user) => <UnblockButton user={user} />} />
      <SafetyUserList<MutedUser>
        url="/api/mutes"
        title={t("mutedTitle")}
        empty={t("mutedEmpty")}
        detail={(user) =>
          user.until ? t("mutedUntil", { until: format.date(user.until, "dateTime") }) : t("mutedForever")
        }
        action={(user) => <UnmuteButton user={user} />}
      />
    </div>
  );
}

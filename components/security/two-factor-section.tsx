"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ACCOUNT_STATUS_KEY, useAccountStatus } from "@/components/security/account-status";
import { RecoveryCodes } from "@/components/security/recovery-codes";
import type { TwoFactorSecret } from "@/components/security/two-factor-setup";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PanelSection } from "@/components/ui/panel-section";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { useDeferred } from "@/hooks/use-deferred";
import { useServerText } from "@/hooks/use-server-text";
import { apiRequest } from "@/lib/client/api-client";
import { useQueryClient } from "@/lib/client/query";

// set-up (its QR code and form library) and turning off load on the first press of Turn on / Turn off
const loadSetup = () => import("@/components/security/two-factor-setup").then((m) => m.TwoFactorSetup);
const loadDisable = () => import("@/components/security/two-factor-disable").then((m) => m.TwoFactorDisable);

type Phase = { step: "idle" } | { step: "setup"; setup: TwoFactorSecret } | { step: "codes"; codes: string[] } | { step: "disable" };

/** /settings/security: two-factor sign-in — set up (QR, key, a code, then the recovery codes once) or turn off. */
export function TwoFactorSection() {
  const t = useTranslations("security.twoFactor");
  const { fromError } = useServerText();
  const queryClient = useQueryClient();
  const status = useAccountStatus();
  const [phase, setPhase] = useState<Phase>({ step: "idle" });
  const [starting, setStarting] = useState(false);
  const { Piece: TwoFactorSetup, open: openSetup } = useDeferred(loadSetup);
  const { Piece: TwoFactorDisable, open: openDisable } = useDeferred(loadDisable);
  const enabled = status.data?.twoFactorEnabled === true;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ACCOUNT_STATUS_KEY });

  const start = async () => {
    setStarting(true);
    try {
      setPhase({ step: "setup", setup: await apiRequest<TwoFactorSecret>("POST", "/api/auth/2fa/setup") });
    } catch (error) {
      toast.error(t("failed"), { description: fromError(error, t("failed")) });
    } finally {
      setStarting(false);
    }
  };

  const body = () => {
    if (phase.step === "codes") {
      return (
        <RecoveryCodes
          codes={phase.codes}
          onDone={() => {
            setPhase({ step: "idle" });
            refresh();
          }}
        />
      );
    }
    if (phase.step === "setup" && TwoFactorSetup) {
      return (
        <TwoFactorSetup
          setup={phase.setup}
          onCancel={() => setPhase({ step: "idle" })}
          onEnabled={(codes) => {
            toast.success(t("turnedOn"));
            setPhase({ step: "codes", codes });
            refresh();
          }}
        />
      );
    }
    if (phase.step === "disable" && TwoFactorDisable) {
      return (
        <TwoFactorDisable
          onCancel={() => setPhase({ step: "idle" })}
          onDisabled={() => {
            toast.success(t("turnedOff"));
            setPhase({ step: "idle" });
            refresh();
          }}
        />
      );
    }
    if (status.isPending) return <Skeleton className="h-10 w-full" />;
    return enabled ? (
      <Button type="button" variant="outline" className="w-full" onClick={() => openDisable(() => setPhase({ step: "disable" }))}>
        {t("turnOff")}
      </Button>
    ) : (
      <Button type="button" className="w-full" disabled={starting} onClick={() => openSetup(() => void start())}>
        {starting ? t("starting") : t("turnOn")}
      </Button>
    );
  };

  const title = (
    <span className="flex items-center gap-2">
      {t("title")}
      {enabled ? <Badge variant="secondary">{t("on")}</Badge> : null}
    </span>
  );
  // the state line only at rest: during set-up the steps speak for themselves ("Off." above a QR code would confuse)
  return (
    <PanelSection titleId="two-factor-title" title={title} text={status.isPending || phase.step !== "idle" ? undefined : enabled ? t("onText") : t("offText")}>
      {body()}
    </PanelSection>
  );
}

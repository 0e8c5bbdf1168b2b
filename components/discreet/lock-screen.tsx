"use client";

import { Lock } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useDeviceDiscreet } from "@/components/discreet/device-discreet";
import { unlock } from "@/components/discreet/lock-state";
import { useQuickExit } from "@/components/discreet/use-quick-exit";
import { Button } from "@/components/ui/button";
import { InputField } from "@/components/ui/field";
import { ApiError, apiRequest } from "@/lib/client/api-client";
import { useQueryClient } from "@/lib/client/query";
import type { WrongPinReply } from "@/lib/contract/discreet/types";

function triesLeft(error: ApiError) {
  try {
    const reply = JSON.parse(error.body) as Partial<WrongPinReply>;
    return typeof reply.triesLeft === "number" ? reply.triesLeft : null;
  } catch {
    return null;
  }
}

/** Covers the whole app until the right PIN is typed; the fifth wrong one signs out (counted on the server). */
export function LockScreen({ userId }: { userId: string }) {
  const t = useTranslations("discreet.lock");
  const discreet = useTranslations("discreet");
  const titleId = useId();
  const queryClient = useQueryClient();
  const { enabled } = useDeviceDiscreet();
  const exit = useQuickExit();
  const [pin, setPin] = useState("");
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const signedOut = () => {
    unlock();
    // in discreet mode, whoever is holding the phone lands on the neutral site, not on Niji's sign-in
    if (enabled) return exit();
    queryClient.clear();
    window.location.replace("/");
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!pin) return;
    setPending(true);
    try {
      await apiRequest<void>("POST", `/api/users/${userId}/pin/verify`, { pin });
      unlock();
    } catch (failure) {
      setPin("");
      setPending(false);
      if (!(failure instanceof ApiError)) return setError(t("failed"));
      if (failure.status === 401) {
        const left = triesLeft(failure);
        if (left === null || left === 0) return signedOut();
        return setError(t("wrong", { count: left }));
      }
      if (failure.status === 429) return setError(t("tooMany"));
      if (failure.status === 404) return unlock(); // the PIN was removed on another device
      setError(t("failed"));
    }
  };

  return (
    <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="fixed inset-0 z-[100] flex items-center justify-center bg-background p-6">
      <form onSubmit={(e) => void submit(e)} noValidate className="w-full max-w-xs space-y-4 text-center">
        <Lock className="mx-auto size-10 text-muted-foreground" aria-hidden />
        <div className="space-y-1">
          <h1 id={titleId} className="text-xl font-semibold">
            {t("title")}
          </h1>
          <p className="text-sm text-muted-foreground">{t("text")}</p>
        </div>
        <div className="text-left">
          <InputField
            id="lock-pin"
            label={t("pin")}
            error={error}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            autoFocus
            value={pin}
            onChange={(e) => setPin(e.target.value.replace(/[^0-9]/g, ""))}
          />
        </div>
        <Button type="submit" className="w-full" disabled={pending || pin.length < 4}>
          {pending ? t("unlocking") : t("unlock")}
        </Button>
        {enabled ? (
          <Button type="button" variant="outline" className="w-full" onClick={exit}>
            {discreet("quickExit")}
          </Button>
        ) : null}
      </form>
    </div>
  );
}

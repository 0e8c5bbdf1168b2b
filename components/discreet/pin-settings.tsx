"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { InputField } from "@/components/ui/field";
import { useApiError } from "@/hooks/use-api-error";
import { ApiError, apiRequest } from "@/lib/client/api-client";
import type { DiscreetSettings } from "@/lib/contract/discreet/types";
import { PIN_PATTERN } from "@/lib/contract/discreet/limits";

type Errors = { pin?: string; confirmPin?: string; currentPassword?: string };

/** Set, change or remove the lock PIN; each needs the account password. */
export function PinSettings({ userId, hasPin, onChange }: { userId: string; hasPin: boolean; onChange: (next: DiscreetSettings) => void }) {
  const t = useTranslations("discreet.settings");
  const onError = useApiError();
  const router = useRouter();
  const [pin, setPin] = useState("");
  const [confirmPin, setConfirmPin] = useState("");
  const [currentPassword, setCurrentPassword] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);

  const send = async (method: "PUT" | "DELETE", body: object, done: string) => {
    setPending(true);
    try {
      const next = await apiRequest<DiscreetSettings>(method, `/api/users/${userId}/pin`, body);
      onChange(next);
      setPin("");
      setConfirmPin("");
      setCurrentPassword("");
      toast.success(done);
      router.refresh(); // the app shell starts or stops watching for the background
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) setErrors({ currentPassword: t("wrongPassword") });
      else if (error instanceof ApiError && error.status === 429) setErrors({ currentPassword: t("tooMany") });
      else onError(error, t("failed"));
    } finally {
      setPending(false);
    }
  };

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!PIN_PATTERN.test(pin)) found.pin = t("pinInvalid");
    else if (pin !== confirmPin) found.confirmPin = t("pinMismatch");
    if (!currentPassword) found.currentPassword = t("passwordRequired");
    setErrors(found);
    if (Object.keys(found).length) return;
    void send("PUT", { pin, currentPassword }, t("pinSaved"));
  };

  const remove = () => {
    if (!currentPassword) return setErrors({ currentPassword: t("passwordRequired") });
    setErrors({});
    void send("DELETE", { currentPassword }, t("pinRemoved"));
  };

  const digits = (value: string) => value.replace(/[^0-9]/g, "").slice(0, 6);
  return (
    <form onSubmit={save} noValidate className="space-y-3">
      <p className="text-sm">{hasPin ? t("pinIsSet") : t("pinNotSet")}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <InputField id="pin-new" label={t("pin")} hint={t("pinHint")} error={errors.pin} type="password" inputMode="numeric" autoComplete="off" value={pin} onChange={(e) => setPin(digits(e.target.value))} />
        <InputField id="pin-confirm" label={t("confirmPin")} error={errors.confirmPin} type="password" inputMode="numeric" autoComplete="off" value={confirmPin} onChange={(e) => setConfirmPin(digits(e.target.value))} />
      </div>
      <InputField
        id="pin-current-password"
        label={t("currentPassword")}
        hint={t("currentPasswordHint")}
        error={errors.currentPassword}
        type="password"
        autoComplete="current-password"
        value={currentPassword}
        onChange={(e) => setCurrentPassword(e.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {hasPin ? t("changePin") : t("setPin")}
        </Button>
        {hasPin ? (
          <Button type="button" size="sm" variant="outline" className="text-destructive" disabled={pending} onClick={remove}>
            {t("removePin")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

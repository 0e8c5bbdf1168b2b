"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { AuthNotice } from "@/components/auth/auth-notice";
import { Button } from "@/components/ui/button";
import { InputField } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { useServerText } from "@/hooks/use-server-text";
import { apiErrorCode, apiRequest } from "@/lib/client/api-client";
import { normalizeCode, TOTP_CODE } from "@/lib/contract/auth/limits";

type Values = { code: string };

/**
 * Login's second step with two-factor sign-in on: the 6-digit code from the authenticator app, or one
 * recovery code → POST /api/auth/login/2fa (the pending sign-in lives in its own short cookie). Too many
 * tries or too long a wait ends the pending sign-in: then the member starts over with the password.
 */
export function TwoFactorStep({ onSignedIn, onRestart }: { onSignedIn: (reply: { suspended?: boolean } | undefined) => void; onRestart: () => void }) {
  const t = useTranslations("security.login");
  const { fromError } = useServerText();
  const [recovery, setRecovery] = useState(false);
  const [expired, setExpired] = useState(false);
  const form = useForm<Values>({ defaultValues: { code: "" } });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;

  const onSubmit = form.handleSubmit(async ({ code }) => {
    const body = recovery ? { recoveryCode: code.trim() } : { code: normalizeCode(code) };
    try {
      onSignedIn(await apiRequest<{ suspended?: boolean }>("POST", "/api/auth/login/2fa", body));
    } catch (error) {
      const reason = apiErrorCode(error);
      if (reason === "challenge_expired") setExpired(true);
      else if (reason === "invalid_code") form.setError("code", { message: t("invalidCode") }, { shouldFocus: true });
      else toast.error(t("codeTitle"), { description: fromError(error, t("invalidCode")) });
      throw error;
    }
  });

  if (expired) {
    return (
      <AuthNotice tone="error" title={t("codeTitle")} text={t("expired")}>
        <Button type="button" className="w-full" onClick={onRestart}>
          {t("startOver")}
        </Button>
      </AuthNotice>
    );
  }
  const rules = recovery
    ? { validate: (v: string) => (v.trim() ? true : t("codeRequired")) }
    : { validate: (v: string) => (!normalizeCode(v) ? t("codeRequired") : TOTP_CODE.test(normalizeCode(v)) ? true : t("codeFormat")) };
  const switchMode = () => {
    setRecovery(!recovery);
    form.reset({ code: "" });
  };
  return (
    <form onSubmit={(e) => void onSubmit(e).catch(() => undefined)} noValidate className="space-y-4" aria-labelledby="two-factor-title">
      <div className="space-y-1">
        <h2 id="two-factor-title" className="text-base font-semibold">
          {t("codeTitle")}
        </h2>
        <p className="text-sm text-muted-foreground">{recovery ? t("recoveryText") : t("codeText")}</p>
      </div>
      {recovery ? (
        <InputField key="recovery" id="recoveryCode" autoComplete="off" autoCapitalize="none" spellCheck={false} label={t("recoveryCode")} error={errors.code?.message} {...form.register("code", rules)} />
      ) : (
        <InputField
          key="code"
          id="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          autoFocus
          label={t("code")}
          error={errors.code?.message}
          {...form.register("code", rules)}
        />
      )}
      <Button type="submit" className="w-full" disabled={isSubmitting || isSubmitSuccessful}>
        {isSubmitting ? t("verifying") : t("verify")}
      </Button>
      <Button type="button" variant="link" className="w-full" onClick={switchMode}>
        {recovery ? t("useCode") : t("useRecovery")}
      </Button>
    </form>
  );
}

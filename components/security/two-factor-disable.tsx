"use client";

import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { InputField } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { useServerText } from "@/hooks/use-server-text";
import { ApiError, apiErrorCode, apiRequest } from "@/lib/client/api-client";
import { normalizeCode, TOTP_CODE } from "@/lib/contract/auth/limits";

type Values = { currentPassword: string; code: string };

/** Turning two-factor sign-in off takes the password and a current code → POST /api/auth/2fa/disable. */
export function TwoFactorDisable({ onDisabled, onCancel }: { onDisabled: () => void; onCancel: () => void }) {
  const t = useTranslations("security.twoFactor");
  const tl = useTranslations("security.login");
  const { fromError } = useServerText();
  const form = useForm<Values>({ defaultValues: { currentPassword: "", code: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, code }) => {
    try {
      await apiRequest("POST", "/api/auth/2fa/disable", { currentPassword, code: normalizeCode(code) });
      onDisabled();
    } catch (error) {
      if (apiErrorCode(error) === "invalid_code") form.setError("code", { message: tl("invalidCode") }, { shouldFocus: true });
      // a wrong password is a 403, as everywhere a password is asked again (its text comes from the reply)
      else if (error instanceof ApiError && error.status === 403) form.setError("currentPassword", { message: fromError(error, t("offFailed")) }, { shouldFocus: true });
      else toast.error(t("offFailed"), { description: fromError(error, t("offFailed")) });
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4" aria-labelledby="two-factor-off-title">
      <h3 id="two-factor-off-title" className="text-sm font-semibold">
        {t("offTitle")}
      </h3>
      <InputField
        id="two-factor-password"
        type="password"
        autoComplete="current-password"
        label={t("password")}
        error={errors.currentPassword?.message}
        {...form.register("currentPassword", { validate: (v) => (v ? true : t("passwordRequired")) })}
      />
      <InputField
        id="two-factor-off-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        label={t("offCode")}
        error={errors.code?.message}
        {...form.register("code", { validate: (v) => (!normalizeCode(v) ? tl("codeRequired") : TOTP_CODE.test(normalizeCode(v)) ? true : tl("codeFormat")) })}
      />
      <div className="grid grid-cols-2 gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("cancel")}
        </Button>
        <Button type="submit" variant="destructive" disabled={isSubmitting}>
          {isSubmitting ? t("turningOff") : t("offConfirm")}
        </Button>
      </div>
    </form>
  );
}

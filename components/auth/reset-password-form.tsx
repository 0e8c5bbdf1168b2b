"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { AuthLinkButton, AuthNotice } from "@/components/auth/auth-notice";
import { RequiredNotice } from "@/components/auth/required-notice";
import { useRequiredNotice } from "@/components/auth/use-required-notice";
import { Button } from "@/components/ui/button";
import { InputField } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { useHydrated } from "@/hooks/use-hydrated";
import { lazyResolver, useLocalizedResolver } from "@/hooks/use-localized-resolver";
import { useServerText } from "@/hooks/use-server-text";
import { apiErrorCode, apiRequest } from "@/lib/client/api-client";
import type { NewPasswordForm } from "@/lib/contract/auth/forms";

const newPasswordResolver = lazyResolver(async () => {
  const [{ zodResolver }, { newPasswordFormSchema }] = await Promise.all([import("@hookform/resolvers/zod"), import("@/lib/contract/auth/forms")]);
  return zodResolver(newPasswordFormSchema);
});

/** /reset-password?token=…: a new password (sign-up's rules) twice, then "log in"; a dead link says so and offers a new one. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const t = useTranslations("security.reset");
  const form = useForm<NewPasswordForm>({ resolver: useLocalizedResolver(newPasswordResolver), defaultValues: { password: "", confirmPassword: "" } });
  const { errors, isSubmitting } = form.formState;
  const hydrated = useHydrated();
  const { fromError } = useServerText();
  const required = useRequiredNotice(errors);
  const [state, setState] = useState<"form" | "done" | "invalid">(token ? "form" : "invalid");

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await apiRequest("POST", "/api/auth/password-reset/confirm", { token, password });
      setState("done");
    } catch (error) {
      if (apiErrorCode(error) === "invalid_token") setState("invalid");
      else toast.error(t("failed"), { description: fromError(error, t("failed")) });
    }
  });

  if (state === "done") {
    return (
      <AuthNotice title={t("doneTitle")} text={t("done")}>
        <AuthLinkButton href="/login">{t("login")}</AuthLinkButton>
      </AuthNotice>
    );
  }
  if (state === "invalid") {
    return (
      <AuthNotice tone="error" title={t("invalidTitle")} text={token ? t("invalid") : t("missing")}>
        <AuthLinkButton href="/forgot-password">{t("askAgain")}</AuthLinkButton>
      </AuthNotice>
    );
  }
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <RequiredNotice text={required.notice} />
      <InputField id="password" type="password" autoComplete="new-password" label={t("password")} {...required.field("password")} {...form.register("password")} />
      <InputField
        id="confirmPassword"
        type="password"
        autoComplete="new-password"
        label={t("confirmPassword")}
        {...required.field("confirmPassword")}
        {...form.register("confirmPassword")}
      />
      <Button type="submit" className="w-full" disabled={!hydrated || isSubmitting}>
        {isSubmitting ? t("saving") : t("button")}
      </Button>
    </form>
  );
}

"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { AuthNotice } from "@/components/auth/auth-notice";
import { Button } from "@/components/ui/button";
import { InputField } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { useHydrated } from "@/hooks/use-hydrated";
import { lazyResolver, useLocalizedResolver } from "@/hooks/use-localized-resolver";
import { useServerText } from "@/hooks/use-server-text";
import { apiRequest } from "@/lib/client/api-client";
import type { EmailForm } from "@/lib/contract/auth/forms";

const emailResolver = lazyResolver(async () => {
  const [{ zodResolver }, { emailFormSchema }] = await Promise.all([import("@hookform/resolvers/zod"), import("@/lib/contract/auth/forms")]);
  return zodResolver(emailFormSchema);
});

/** /forgot-password with mail on: one address, then the same "check your mail" whatever the address. */
export function ForgotPasswordForm() {
  const t = useTranslations("security.forgot");
  const form = useForm<EmailForm>({ resolver: useLocalizedResolver(emailResolver), defaultValues: { email: "" } });
  const { errors, isSubmitting } = form.formState;
  const hydrated = useHydrated();
  const { fromError } = useServerText();
  const [sent, setSent] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await apiRequest("POST", "/api/auth/password-reset", values);
      setSent(true);
    } catch (error) {
      toast.error(t("failed"), { description: fromError(error, t("failed")) });
    }
  });

  if (sent) {
    return (
      <AuthNotice title={t("sentTitle")} text={t("sent")}>
        <Button type="button" variant="outline" className="w-full" onClick={() => setSent(false)}>
          {t("again")}
        </Button>
        <BackToLogin label={t("backToLogin")} />
      </AuthNotice>
    );
  }
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <InputField id="email" type="email" autoComplete="email" label={t("email")} error={errors.email?.message} {...form.register("email")} />
      <Button type="submit" className="w-full" disabled={!hydrated || isSubmitting}>
        {isSubmitting ? t("sending") : t("button")}
      </Button>
      <BackToLogin label={t("backToLogin")} />
    </form>
  );
}

export function BackToLogin({ label }: { label: string }) {
  return (
    <p className="text-center text-sm">
      <a href="/login" className="font-medium text-primary underline-offset-4 hover:underline">
        {label}
      </a>
    </p>
  );
}

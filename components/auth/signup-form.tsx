"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { AuthLinkButton, AuthNotice } from "@/components/auth/auth-notice";
import { toast } from "@/components/ui/toast";
import { InputField } from "@/components/ui/field";
import { AUTH_REDIRECT_MS } from "@/components/auth/login-form";
import { RequiredNotice } from "@/components/auth/required-notice";
import { rememberSignupDone } from "@/components/auth/signup-notice";
import { useRequiredNotice } from "@/components/auth/use-required-notice";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/hooks/use-hydrated";
import { lazyResolver, useLocalizedResolver } from "@/hooks/use-localized-resolver";
import { useServerText } from "@/hooks/use-server-text";
import { apiRequest } from "@/lib/client/api-client";
import type { SignupForm as SignupValues } from "@/lib/contract/auth/schemas";
import { reloadTo } from "@/lib/client/reload-to";

const signupResolver = lazyResolver(async () => {
  const [{ zodResolver }, { signupFormSchema }] = await Promise.all([import("@hookform/resolvers/zod"), import("@/lib/contract/auth/schemas")]);
  return zodResolver(signupFormSchema);
});

export function SignupForm() {
  const t = useTranslations("auth");
  const familyFirst = useLocale() === "ja";
  const form = useForm<SignupValues>({
    resolver: useLocalizedResolver(signupResolver),
    defaultValues: { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;
  const hydrated = useHydrated();
  const { fromError } = useServerText();
  const required = useRequiredNotice(errors);
  const ts = useTranslations("security.signup");
  // mail on: the account waits for its address to be confirmed (202, the same for a taken address)
  const [checkMail, setCheckMail] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...body }) => {
    void _confirm;
    try {
      const reply = await apiRequest<{ confirmationSent?: boolean }>("POST", "/api/auth/signup", body);
      if (reply?.confirmationSent) return setCheckMail(body.email.trim());
      toast.success(t("signupSuccess"));
      rememberSignupDone();
      setTimeout(() => reloadTo("/login"), AUTH_REDIRECT_MS);
    } catch (error) {
      toast.error(t("signupFailed"), { description: fromError(error, t("signupFailedDefault")) });
      throw error;
    }
  });

  if (checkMail) {
    return (
      <AuthNotice title={ts("checkTitle")} text={ts("check", { email: checkMail })}>
        <AuthLinkButton href="/login" variant="outline">
          {ts("login")}
        </AuthLinkButton>
      </AuthNotice>
    );
  }

  return (
    <form onSubmit={(e) => void onSubmit(e).catch(() => undefined)} noValidate className="space-y-4">
      <RequiredNotice text={required.notice} />
      <div className="grid grid-cols-2 gap-3">
        {familyFirst ? <InputField id="lastName" autoComplete="family-name" label={t("lastName")} {...required.field("lastName")} {...form.register("lastName")} /> : null}
        <InputField id="firstName" autoComplete="given-name" label={t("firstName")} {...required.field("firstName")} {...form.register("firstName")} />
        {familyFirst ? null : <InputField id="lastName" autoComplete="family-name" label={t("lastName")} {...required.field("lastName")} {...form.register("lastName")} />}
      </div>
      <InputField id="email" type="email" autoComplete="email" label={t("email")} {...required.field("email")} {...form.register("email")} />
      <InputField id="password" type="password" autoComplete="new-password" label={t("password")} {...required.field("password")} {...form.register("password")} />
      <InputField
        id="confirmPassword"
        type="password"
        autoComplete="new-password"
        label={t("confirmPassword")}
        {...required.field("confirmPassword")}
        {...form.register("confirmPassword")}
      />
      <Button type="submit" className="w-full" disabled={!hydrated || isSubmitting || isSubmitSuccessful}>
        {isSubmitting ? t("signingUp") : t("signupButton")}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        {t("haveAccount")}{" "}
        <a href="/login" className="font-medium text-primary underline-offset-4 hover:underline">
          {t("loginLink")}
        </a>
      </p>
    </form>
  );
}

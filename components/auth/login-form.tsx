"use client";

import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { useEffect, useState } from "react";
import { RequiredNotice } from "@/components/auth/required-notice";
import { ResendConfirmationForm } from "@/components/auth/resend-confirmation-form";
import { takeSignupDone } from "@/components/auth/signup-notice";
import { TwoFactorStep } from "@/components/auth/two-factor-step";
import { useRequiredNotice } from "@/components/auth/use-required-notice";
import { InputField } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/hooks/use-hydrated";
import { lazyResolver, useLocalizedResolver } from "@/hooks/use-localized-resolver";
import { useServerText } from "@/hooks/use-server-text";
import { apiErrorCode, apiRequest } from "@/lib/client/api-client";
import type { LoginBody } from "@/lib/contract/auth/schemas";
import { reloadTo } from "@/lib/client/reload-to";
import { ACCOUNT_STATUS_PATH } from "@/lib/contract/appeals/paths";

export const AUTH_REDIRECT_MS = 1000;

const loginResolver = lazyResolver(async () => {
  const [{ zodResolver }, { loginBodySchema }] = await Promise.all([import("@hookform/resolvers/zod"), import("@/lib/contract/auth/schemas")]);
  return zodResolver(loginBodySchema);
});

type LoginReply = { user?: unknown; twoFactorRequired?: boolean; suspended?: boolean };

export function LoginForm() {
  const t = useTranslations("auth");
  const ts = useTranslations("security");
  const form = useForm<LoginBody>({ resolver: useLocalizedResolver(loginResolver), defaultValues: { email: "", password: "" } });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;
  const hydrated = useHydrated();
  const { fromError } = useServerText();
  const required = useRequiredNotice(errors);
  const [signupDone, setSignupDone] = useState(false);
  // the second step (two-factor sign-in on), and the address a login found unconfirmed
  const [twoFactor, setTwoFactor] = useState(false);
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  // after signing up: the spec's success notice, read once from the flag the signup form left
  useEffect(() => {
    if (takeSignupDone()) setSignupDone(true); // eslint-disable-line react-hooks/set-state-in-effect -- sessionStorage exists only after hydration
  }, []);

  const signedIn = (reply: LoginReply | undefined) => {
    if (reply?.suspended) {
      // a suspended member's session reaches their account status only: straight there
      reloadTo(ACCOUNT_STATUS_PATH);
      return;
    }
    toast.success(t("loginSuccess"));
    setTimeout(() => reloadTo("/"), AUTH_REDIRECT_MS);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setUnconfirmed(null);
    try {
      const reply = await apiRequest<LoginReply>("POST", "/api/auth/login", values);
      if (reply?.twoFactorRequired) setTwoFactor(true);
      else signedIn(reply);
    } catch (error) {
      // the server's code, not its text, decides (a cross-site refusal is a 403 "forbidden" too)
      if (apiErrorCode(error) === "email_unconfirmed") {
        setUnconfirmed(values.email);
        throw error;
      }
      toast.error(t("loginFailed"), { description: fromError(error, t("loginFailedDefault")) });
      throw error;
    }
  });

  if (twoFactor) {
    return (
      <TwoFactorStep
        onSignedIn={signedIn}
        onRestart={() => {
          setTwoFactor(false);
          form.reset({ email: form.getValues("email"), password: "" });
        }}
      />
    );
  }

  return (
    <div className="space-y-4">
      <form onSubmit={(e) => void onSubmit(e).catch(() => undefined)} noValidate className="space-y-4">
        {signupDone ? (
          <p role="status" className="rounded-md border border-primary/40 bg-primary/10 px-3 py-2 text-sm">
            {t("signupSuccess")}
          </p>
        ) : null}
        <RequiredNotice text={required.notice} />
        <InputField id="email" type="email" autoComplete="email" label={t("email")} {...required.field("email")} {...form.register("email")} />
        <InputField
          id="password"
          type="password"
          autoComplete="current-password"
          label={t("password")}
          {...required.field("password")}
          {...form.register("password")}
        />
        <p className="-mt-2 text-right text-sm">
          <a href="/forgot-password" className="font-medium text-primary underline-offset-4 hover:underline">
            {ts("forgot.link")}
          </a>
        </p>
        <Button type="submit" className="w-full" disabled={!hydrated || isSubmitting || isSubmitSuccessful}>
          {isSubmitting ? t("loggingIn") : t("loginButton")}
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          {t("noAccount")}{" "}
          <a href="/signup" className="font-medium text-primary underline-offset-4 hover:underline">
            {t("signupLink")}
          </a>
        </p>
      </form>
      {/* 403 email_unconfirmed (said only after the right password): the way to a new confirmation link */}
      {unconfirmed ? (
        <div className="space-y-3 border-t pt-4">
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm">
            {ts("login.unconfirmed")}
          </p>
          <ResendConfirmationForm key={unconfirmed} email={unconfirmed} />
        </div>
      ) : null}
    </div>
  );
}

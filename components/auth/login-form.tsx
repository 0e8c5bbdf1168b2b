"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { InputField } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/hooks/use-hydrated";
import { apiErrorCode, apiRequest, serverMessage } from "@/lib/api/client";
import { loginBodySchema, type LoginBody } from "@/lib/validations/auth";
import { reloadTo } from "@/lib/navigation/reload-to";

export const AUTH_REDIRECT_MS = 1000;

export function LoginForm() {
  const t = useTranslations("auth");
  const form = useForm<LoginBody>({ resolver: zodResolver(loginBodySchema), defaultValues: { email: "", password: "" } });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;
  const hydrated = useHydrated();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await apiRequest("POST", "/api/auth/login", values);
      toast.success(t("loginSuccess"));
      setTimeout(() => reloadTo("/"), AUTH_REDIRECT_MS);
    } catch (error) {
      // the server's code, not its text, decides (a cross-site refusal is a 403 "forbidden" too)
      const suspended = apiErrorCode(error) === "account_suspended";
      toast.error(t("loginFailed"), { description: suspended ? t("accountSuspended") : serverMessage(error, t("loginFailedDefault")) });
      throw error;
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e).catch(() => undefined)} noValidate className="space-y-4">
      <InputField id="email" type="email" autoComplete="email" label={t("email")} error={errors.email?.message} {...form.register("email")} />
      <InputField
        id="password"
        type="password"
        autoComplete="current-password"
        label={t("password")}
        error={errors.password?.message}
        {...form.register("password")}
      />
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
  );
}

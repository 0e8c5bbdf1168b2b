"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
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

/** "Send a new link": one address → POST /api/auth/confirm-email/resend, which answers the same for every address. */
export function ResendConfirmationForm({ email = "", idPrefix = "resend" }: { email?: string; idPrefix?: string }) {
  const t = useTranslations("security.resend");
  const form = useForm<EmailForm>({ resolver: useLocalizedResolver(emailResolver), defaultValues: { email } });
  const { errors, isSubmitting } = form.formState;
  const hydrated = useHydrated();
  const { fromError } = useServerText();
  const [sent, setSent] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await apiRequest("POST", "/api/auth/confirm-email/resend", values);
      setSent(true);
    } catch (error) {
      toast.error(t("failed"), { description: fromError(error, t("failed")) });
    }
  });

  if (sent) {
    return (
      <p role="status" className="rounded-md border border-primary/40 bg-primary/10 px-3 py-2 text-sm">
        {t("sent")}
      </p>
    );
  }
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-3">
      <InputField id={`${idPrefix}-email`} type="email" autoComplete="email" label={t("email")} error={errors.email?.message} {...form.register("email")} />
      <Button type="submit" variant="outline" className="w-full" disabled={!hydrated || isSubmitting}>
        {isSubmitting ? t("sending") : t("button")}
      </Button>
    </form>
  );
}

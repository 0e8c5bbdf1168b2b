"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { AuthLinkButton, AuthNotice } from "@/components/auth/auth-notice";
import { ResendConfirmationForm } from "@/components/auth/resend-confirmation-form";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useHydrated } from "@/hooks/use-hydrated";
import { useServerText } from "@/hooks/use-server-text";
import { apiErrorCode, apiRequest } from "@/lib/client/api-client";

/**
 * /confirm-email?token=…: confirms on a button press, never on load, so a mail scanner that follows the
 * link (many corporate and webmail filters do) cannot spend the single-use token or confirm an address
 * nobody opened. A dead or missing link offers a new one.
 */
export function ConfirmEmailPanel({ token }: { token: string | null }) {
  const t = useTranslations("security.confirm");
  const hydrated = useHydrated();
  const { fromError } = useServerText();
  const [state, setState] = useState<"ready" | "busy" | "done" | "invalid">(token ? "ready" : "invalid");

  const confirm = async () => {
    setState("busy");
    try {
      await apiRequest("POST", "/api/auth/confirm-email", { token });
      setState("done");
    } catch (error) {
      if (apiErrorCode(error) === "invalid_token") return setState("invalid");
      setState("ready");
      toast.error(t("failed"), { description: fromError(error, t("failed")) });
    }
  };

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
        <ResendConfirmationForm />
      </AuthNotice>
    );
  }
  return (
    <Button type="button" className="w-full" disabled={!hydrated || state === "busy"} onClick={() => void confirm()}>
      {state === "busy" ? t("confirming") : t("button")}
    </Button>
  );
}

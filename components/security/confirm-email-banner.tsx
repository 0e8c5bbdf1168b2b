"use client";

import { useMutation } from "@tanstack/react-query";
import { MailWarning } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useAccountStatus } from "@/components/security/account-status";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { apiRequest } from "@/lib/client/api-client";

// the server's texts by key (and the English table they need) load only if the resend fails
const loadErrorText = () => import("@/lib/client/server-text").then((m) => m.errorText);

/**
 * Over every signed-in screen while an address awaits confirmation: the account's own (emailConfirmed
 * false), with "Resend link"; or a new one it is changing to (pendingEmail), with "Change" (saving the
 * address again on /edit-profile sends a new link: the resend endpoint serves sign-up confirmations).
 */
export function ConfirmEmailBanner({ unconfirmedEmail = null }: { unconfirmedEmail?: string | null }) {
  const t = useTranslations("security.banner");
  const tErrors = useTranslations("errors");
  const { data } = useAccountStatus();
  const pending = data?.pendingEmail || null;
  // until the account's state arrives, the session's (`unconfirmedEmail`, from the server) decides: the
  // banner is then in the first HTML instead of pushing the screen down after it loads
  const address = data ? (pending ?? (data.emailConfirmed === false ? data.email : null)) : unconfirmedEmail;
  const resend = useMutation({
    mutationFn: (email: string) => apiRequest("POST", "/api/auth/confirm-email/resend", { email }),
    onSuccess: () => toast.success(t("sent")),
    onError: (error) => {
      const translate = (key: string, values?: Record<string, string>) => tErrors(key as never, values as never);
      void loadErrorText().then(
        (errorText) => toast.error(t("failed"), { description: errorText(error, t("failed"), translate) }),
        () => toast.error(t("failed"), { description: t("failed") }),
      );
    },
  });
  if (!address) return null;
  return (
    <section aria-label={t("label")} className="mb-3 flex items-start gap-3 rounded-xl border border-amber-500/50 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100">
      <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="min-w-0 flex-1 break-words">{pending ? t("pending", { email: pending }) : t("unconfirmed", { email: address })}</p>
      {pending ? (
        <Button asChild variant="outline" size="sm" className="shrink-0 text-foreground">
          <Link href="/edit-profile">{t("change")}</Link>
        </Button>
      ) : (
        <Button type="button" variant="outline" size="sm" className="shrink-0 text-foreground" disabled={resend.isPending || resend.isSuccess} onClick={() => resend.mutate(address)}>
          {t("resend")}
        </Button>
      )}
    </section>
  );
}

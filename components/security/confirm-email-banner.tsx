"use client";

import { MailWarning } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useAccountStatus } from "@/components/security/account-status";
import { leftOutOnFailure } from "@/components/shared/left-out-on-failure";

// Its button (with the mutation and the button primitive) loads only for a member who sees the banner,
// not with every signed-in screen; rendered on the server too, so the banner does not change size
// (left out, the banner's text kept, if that download fails).
const ConfirmEmailActions = leftOutOnFailure(dynamic(() => import("./confirm-email-actions").then((m) => m.ConfirmEmailActions)));

/**
 * Over every signed-in screen while an address awaits confirmation: the account's own (emailConfirmed
 * false), with "Resend link"; or a new one it is changing to (pendingEmail), with "Change" (saving the
 * address again on /edit-profile sends a new link: the resend endpoint serves sign-up confirmations).
 */
export function ConfirmEmailBanner({ unconfirmedEmail = null }: { unconfirmedEmail?: string | null }) {
  const t = useTranslations("security.banner");
  const { data } = useAccountStatus();
  const pending = data?.pendingEmail || null;
  // until the account's state arrives, the session's (`unconfirmedEmail`, from the server) decides: the
  // banner is then in the first HTML instead of pushing the screen down after it loads
  const address = data ? (pending ?? (data.emailConfirmed === false ? data.email : null)) : unconfirmedEmail;
  if (!address) return null;
  return (
    <section aria-label={t("label")} className="mb-3 flex items-start gap-3 rounded-xl border border-amber-500/50 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100">
      <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="min-w-0 flex-1 break-words">{pending ? t("pending", { email: pending }) : t("unconfirmed", { email: address })}</p>
      <ConfirmEmailActions address={address} pending={Boolean(pending)} />
    </section>
  );
}

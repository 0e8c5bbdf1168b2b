// server-only, loaded outside Next too
import type { Prisma } from "@/lib/generated/prisma/client";
import { isLocale, type Locale } from "@/lib/core/i18n/locale";
import { seal } from "@/lib/core/seal";
import { db } from "@/lib/data/db";
import { senderAddress } from "@/lib/data/mail/transport";
import { nudge } from "@/lib/core/nudge";
import { renderAccountMail, type AccountMailKind } from "@/lib/domain/mail/templates";

export type { AccountMailKind } from "@/lib/domain/mail/templates";
export type PrismaTx = Prisma.TransactionClient;

/** The seal purpose of OutboundMail.sealed. */
export const MAIL_SEAL = "mail";
/** What OutboundMail.sealed opens to. */
export type SealedMail = { from: string; subject: string; text: string; html: string };

/** The language of a member's mails: their choice, else the request's (`fallback`), else Japanese, the community's main language. */
export const MAIL_DEFAULT_LOCALE: Locale = "ja";

/** `"Display name" <address>`, quoted so no display name can add an address. */
function fromHeader(name: string, address: string) {
  return `"${name.replace(/["\\\r\n]/g, "")}" <${address}>`;
}

/**
 * Queues one mail to the member (their address unless `to` is given), in their language, neutral when
 * their discreet mode is on (and for confirm_email: always neutral). It is rendered now and stored
 * sealed (a database dump holds no usable link); the job runner sends it (lib/domain/mail/sender.ts).
 * `client` lets a caller queue inside its transaction; `locale` is the request's language, used when
 * the member never chose one. Never sends in the request: outside a transaction it nudges this
 * process's sender, which sends in the background within about a second. An unknown member: nothing.
 */
export async function queueAccountMail(
  userId: string,
  kind: AccountMailKind,
  options: { to?: string; values?: Record<string, string>; client?: PrismaTx; locale?: Locale | null } = {},
): Promise<void> {
  const client = options.client ?? db;
  const user = await client.user.findUnique({
    where: { id: userId },
    select: { email: true, locale: true, discreetSetting: { select: { enabled: true } } },
  });
  if (!user) return;
  const locale = isLocale(user.locale) ? user.locale : (options.locale ?? MAIL_DEFAULT_LOCALE);
  const mail = renderAccountMail(kind, { locale, discreet: user.discreetSetting?.enabled ?? false, values: options.values });
  const sealed: SealedMail = { from: fromHeader(mail.senderName, senderAddress()), subject: mail.subject, text: mail.text, html: mail.html };
  // due now by the app's clock, which the sender compares with (not the database's)
  const now = new Date();
  await client.outboundMail.create({
    data: { to: options.to ?? user.email, sealed: seal(MAIL_SEAL, JSON.stringify(sealed)), createdAt: now, nextAttemptAt: now },
  });
  // inside a caller's transaction the row is not visible before it commits: nudge a little later
  nudge("mail", options.client ? 1_000 : 0);
}

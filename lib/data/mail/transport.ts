// server-only, loaded outside Next too
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { getSettings } from "@/lib/core/env";

// Where mail goes: SMTP_URL (smtp:// or smtps://, credentials in the URL) through nodemailer's SMTP
// transport; without it (the embedded default) each mail is written as an RFC 822 .eml file into
// MAIL_DIR (default .data/mail under the working directory), readable by any mail program.

export type OutgoingMail = { to: string; from: string; subject: string; text: string; html: string };

/** Where mails go now: the SMTP server's host, or the folder of .eml files. */
export type MailDestination = { kind: "smtp"; host: string } | { kind: "files"; dir: string };

export function mailDestination(): MailDestination {
  const { SMTP_URL, MAIL_DIR } = getSettings();
  if (SMTP_URL) return { kind: "smtp", host: new URL(SMTP_URL).host };
  return { kind: "files", dir: path.resolve(MAIL_DIR ?? path.join(".data", "mail")) };
}

/**
 * The sender address: MAIL_FROM, else no-reply at NIJI_PUBLIC_URL's host name, else
 * no-reply@localhost.invalid (fine for .eml files; an SMTP relay may refuse it: set MAIL_FROM).
 */
export function senderAddress(): string {
  const { MAIL_FROM, NIJI_PUBLIC_URL } = getSettings();
  if (MAIL_FROM) return MAIL_FROM;
  const host = NIJI_PUBLIC_URL ? new URL(NIJI_PUBLIC_URL).hostname : "";
  // a DNS name (an IP address or a bare "localhost" makes no usable address)
  return /^[a-z0-9.-]+\.[a-z]{2,}$/i.test(host) ? `no-reply@${host}` : "no-reply@localhost.invalid";
}

const globalForMail = globalThis as unknown as { nijiSmtp?: { url: string; transport: Transporter } };

function smtpTransport(url: string): Transporter {
  const current = globalForMail.nijiSmtp;
  if (current?.url === url) return current.transport;
  current?.transport.close();
  // bounded waits: a server that stops answering costs one attempt, not the sender's loop
  const transport = nodemailer.createTransport(url, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  globalForMail.nijiSmtp = { url, transport };
  return transport;
}

const fileTransport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });

function message(mail: OutgoingMail) {
  // no tracking, no List-Unsubscribe: a notice the member asked for or must get; Auto-Submitted keeps
  // vacation responders from answering it
  return { ...mail, headers: { "Auto-Submitted": "auto-generated" } };
}

/** Sends one mail (SMTP) or writes it to MAIL_DIR; throws when the SMTP server refuses it or cannot be reached. */
export async function deliverMail(mail: OutgoingMail): Promise<void> {
  const destination = mailDestination();
  if (destination.kind === "smtp") {
    await smtpTransport(getSettings().SMTP_URL!).sendMail(message(mail));
    return;
  }
  const info = await fileTransport.sendMail(message(mail));
  await mkdir(destination.dir, { recursive: true, mode: 0o700 });
  // the name says when and nothing else; the file may hold a link: readable by the server's user only
  const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
  await writeFile(path.join(destination.dir, name), info.message as Buffer, { mode: 0o600 });
}

/** Closes the SMTP connection (shutdown). */
export function closeMailTransport(): void {
  globalForMail.nijiSmtp?.transport.close();
  globalForMail.nijiSmtp = undefined;
}

import type { Metadata } from "next";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { AuthNotice } from "@/components/auth/auth-notice";
import { BackToLogin, ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { mailConfigured } from "@/lib/core/env";
import { pageTitle } from "@/lib/server/discreet-metadata";

export async function generateMetadata(): Promise<Metadata> {
  return pageTitle((await getTranslations("security.titles"))("forgot"));
}

// /forgot-password: with mail, an address and then "check your mail" (the same for every address);
// without it (the embedded default), who can help: an operator prints a one-time link (npm run user:reset-link).
export default async function ForgotPasswordPage() {
  await connection(); // whether mail is configured is read per request, not at build time
  const t = await getTranslations("security.forgot");
  const landing = await getTranslations("landing");
  return (
    <AuthCard title={t("title")} subtitle={mailConfigured() ? t("subtitle") : t("noMailSubtitle")} logoAlt={landing("logoAlt")}>
      {mailConfigured() ? (
        <ForgotPasswordForm />
      ) : (
        <AuthNotice title={t("noMailTitle")} text={t("noMail")}>
          <p className="text-sm text-muted-foreground">
            {t.rich("noMailOperator", { command: () => <code className="rounded bg-muted px-1 py-0.5 text-xs break-all">npm run user:reset-link -- you@example.com</code> })}
          </p>
          <BackToLogin label={t("backToLogin")} />
        </AuthNotice>
      )}
    </AuthCard>
  );
}

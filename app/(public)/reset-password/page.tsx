import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { pageTitle } from "@/lib/server/discreet-metadata";

// The token is in the address: no Referer carries it anywhere.
export async function generateMetadata(): Promise<Metadata> {
  return { ...(await pageTitle((await getTranslations("security.titles"))("reset"))), referrer: "no-referrer" };
}

// /reset-password?token=…: the page a reset mail links to.
export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  const t = await getTranslations("security.reset");
  const landing = await getTranslations("landing");
  return (
    <AuthCard title={t("title")} subtitle={t("subtitle")} logoAlt={landing("logoAlt")}>
      <ResetPasswordForm token={typeof token === "string" && token ? token : null} />
    </AuthCard>
  );
}

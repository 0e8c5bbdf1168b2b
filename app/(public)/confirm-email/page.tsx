import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { ConfirmEmailPanel } from "@/components/auth/confirm-email-panel";
import { pageTitle } from "@/lib/server/discreet-metadata";

// The token is in the address: no Referer carries it anywhere.
export async function generateMetadata(): Promise<Metadata> {
  return { ...(await pageTitle((await getTranslations("security.titles"))("confirm"))), referrer: "no-referrer" };
}

// /confirm-email?token=…: the page a confirmation mail (sign-up, or a new address) links to. It
// confirms on a button press, not on load (see ConfirmEmailPanel).
export default async function ConfirmEmailPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  const t = await getTranslations("security.confirm");
  const landing = await getTranslations("landing");
  return (
    <AuthCard title={t("title")} subtitle={t("subtitle")} logoAlt={landing("logoAlt")}>
      <ConfirmEmailPanel token={typeof token === "string" && token ? token : null} />
    </AuthCard>
  );
}

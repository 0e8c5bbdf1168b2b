import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { SignupForm } from "@/components/auth/signup-form";

export default async function SignupPage() {
  const t = await getTranslations("auth");
  const landing = await getTranslations("landing");
  const guidelines = await getTranslations("guidelines");
  return (
    <AuthCard title={t("signupTitle")} subtitle={t("signupSubtitle")} logoAlt={landing("logoAlt")}>
      <SignupForm />
      <p className="mt-4 text-center text-xs text-muted-foreground">
        {guidelines.rich("signupAgreement", {
          link: (chunks) => (
            <Link href="/guidelines" className="font-medium text-primary underline underline-offset-4">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </AuthCard>
  );
}

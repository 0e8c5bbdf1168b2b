import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { SignupForm } from "@/components/auth/signup-form";

export default async function SignupPage() {
  const t = await getTranslations("auth");
  const landing = await getTranslations("landing");
  return (
    <AuthCard title={t("signupTitle")} subtitle={t("signupSubtitle")} logoAlt={landing("logoAlt")}>
      <SignupForm />
    </AuthCard>
  );
}

import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { LoginForm } from "@/components/auth/login-form";

export default async function LoginPage() {
  const t = await getTranslations("auth");
  const landing = await getTranslations("landing");
  return (
    <AuthCard title={t("loginTitle")} subtitle={t("loginSubtitle")} logoAlt={landing("logoAlt")}>
      <LoginForm />
    </AuthCard>
  );
}

"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { toast } from "@/components/ui/toast";

/** A member opening the edit screen: 'Unauthorized' / 'Only admins can edit businesses', then /peerpicks. */
export function AdminOnlyRedirect() {
  const t = useTranslations("peerpicks.toasts");
  const router = useRouter();
  useEffect(() => {
    toast.error(t("unauthorizedTitle"), { id: "edit-business-admin-only", description: t("unauthorizedText") });
    router.replace("/peerpicks");
  }, [router, t]);
  return null;
}

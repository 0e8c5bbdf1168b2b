"use client";

import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { BusinessForm } from "@/components/peerpicks/business-form";
import { EMPTY_BUSINESS_FORM } from "@/components/peerpicks/business-form-values";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/client/api-client";
import { useApiError } from "@/hooks/use-api-error";
import { useQueryClient } from "@/lib/client/query";

/** Apply to Join PeerPicks (/add-business). */
export function ApplyForm() {
  const t = useTranslations("peerpicks");
  const router = useRouter();
  const queryClient = useQueryClient();
  const showError = useApiError();

  return (
    <div className="space-y-4">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link href="/peerpicks">
          <ArrowLeft aria-hidden className="size-4" />
          {t("form.back")}
        </Link>
      </Button>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">{t("form.applyTitle")}</h1>
        <p className="text-sm text-muted-foreground">{t("form.applyIntro")}</p>
      </header>
      <BusinessForm
        mode="apply"
        defaultValues={EMPTY_BUSINESS_FORM}
        defaultUploaded={null}
        onSubmit={async (body) => {
          try {
            await apiRequest("POST", "/api/business-applications", body);
          } catch (error) {
            showError(error, t("toasts.submitFailed"), { useServerMessage: true });
            throw error;
          }
          toast.success(t("toasts.submittedTitle"), { description: t("toasts.submittedText") });
          await queryClient.invalidateQueries({ queryKey: ["/api/business-applications"] });
          router.push("/peerpicks");
          router.refresh();
        }}
      />
    </div>
  );
}

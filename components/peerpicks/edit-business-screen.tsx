"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { BusinessForm } from "@/components/peerpicks/business-form";
import { formValuesFrom } from "@/components/peerpicks/business-form-values";
import type { Business } from "@/components/peerpicks/types";
import { apiRequest } from "@/lib/client/api-client";
import { useApiError } from "@/hooks/use-api-error";
import { useQuery, useQueryClient } from "@/lib/client/query";

/** Edit Business (/edit-business/[id]), admins only: load, prefill, save, back to /peerpicks. */
export function EditBusinessScreen({ id }: { id: string }) {
  const t = useTranslations("peerpicks");
  const router = useRouter();
  const queryClient = useQueryClient();
  const showError = useApiError();
  const query = useQuery<Business>({ queryKey: ["/api/businesses", id] });

  if (query.isPending) {
    return (
      <p role="status" className="py-16 text-center text-muted-foreground">
        {t("form.loading")}
      </p>
    );
  }
  if (query.isError || !query.data) {
    return (
      <div className="py-16 text-center">
        <h1 className="text-xl font-semibold">{t("form.notFound")}</h1>
      </div>
    );
  }
  const { values, uploaded } = formValuesFrom(query.data);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t("editBusiness")}</h1>
      <BusinessForm
        mode="edit"
        defaultValues={values}
        defaultUploaded={uploaded}
        onSubmit={async (body) => {
          try {
            await apiRequest("PUT", `/api/businesses/${id}`, body);
          } catch (error) {
            showError(error, t("toasts.updateFailed"));
            throw error;
          }
          toast.success(t("toasts.updatedTitle"));
          await queryClient.invalidateQueries({ queryKey: ["/api/businesses"] });
          router.push("/peerpicks");
          router.refresh();
        }}
      />
    </div>
  );
}

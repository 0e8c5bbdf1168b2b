"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { useApiError } from "@/hooks/use-api-error";
import { apiRequest } from "@/lib/client/api-client";
import { useMutation, useQueryClient } from "@/lib/client/query";

/** The development-only box on Home: POST /api/dev/create-test-data, then refresh stories and feed. */
export function DevTestContent() {
  const t = useTranslations("posts.dev");
  const queryClient = useQueryClient();
  const router = useRouter();
  const onError = useApiError();
  const create = useMutation({
    mutationFn: () => apiRequest("POST", "/api/dev/create-test-data"),
    onSuccess: async () => {
      toast.success(t("successTitle"), { description: t("successText") });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["/api/stories"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/posts/feed"] }),
      ]);
      router.refresh();
    },
    onError: (error) => onError(error, t("failed")),
  });
  return (
    <aside className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-dashed border-primary/50 bg-primary/5 px-4 py-3" aria-label={t("title")}>
      <p className="text-sm">
        <span className="font-semibold">{t("title")}: </span>
        {t("text")}
      </p>
      <Button type="button" size="sm" variant="outline" onClick={() => create.mutate()} disabled={create.isPending}>
        {create.isPending ? t("adding") : t("addTestContent")}
      </Button>
    </aside>
  );
}

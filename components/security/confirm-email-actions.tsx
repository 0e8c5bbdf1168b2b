"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useErrorsCatalog } from "@/hooks/use-errors-catalog";
import { apiRequest } from "@/lib/client/api-client";
import { useMutation } from "@/lib/client/query";

// the server's texts by key load only if the resend fails
const loadErrorText = () => import("@/lib/client/server-text").then((m) => m.errorText);

/** The confirm-e-mail banner's button: "Change" for an address being changed to, else "Resend link". */
export function ConfirmEmailActions({ address, pending }: { address: string; pending: boolean }) {
  const t = useTranslations("security.banner");
  const translate = useErrorsCatalog();
  const resend = useMutation({
    mutationFn: (email: string) => apiRequest("POST", "/api/auth/confirm-email/resend", { email }),
    onSuccess: () => toast.success(t("sent")),
    onError: (error) => {
      void loadErrorText().then(
        (errorText) => toast.error(t("failed"), { description: errorText(error, t("failed"), translate) }),
        () => toast.error(t("failed"), { description: t("failed") }),
      );
    },
  });
  return pending ? (
    <Button asChild variant="outline" size="sm" className="shrink-0 text-foreground">
      <Link href="/edit-profile">{t("change")}</Link>
    </Button>
  ) : (
    <Button type="button" variant="outline" size="sm" className="shrink-0 text-foreground" disabled={resend.isPending || resend.isSuccess} onClick={() => resend.mutate(address)}>
      {t("resend")}
    </Button>
  );
}

"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { useTagLabel } from "@/components/peerpicks/use-tag-label";
import { Button } from "@/components/ui/button";
import { useApiError } from "@/hooks/use-api-error";
import { apiRequest } from "@/lib/client/api-client";
import { useQuery, useQueryClient } from "@/lib/client/query";
import type { DisputedTag } from "@/lib/contract/businesses/types";

const URL = "/api/admin/disputed-tags";

/** The desk's "Disputed tags": tags the community disputes, with the business and counts; remove the tag or keep it. */
export function DisputedTags() {
  const t = useTranslations("moderation.disputedTags");
  const tagLabel = useTagLabel();
  const onError = useApiError();
  const queryClient = useQueryClient();
  const query = useQuery<DisputedTag[]>({ queryKey: [URL] });

  const settle = async (flag: DisputedTag, action: "remove" | "dismiss") => {
    try {
      await apiRequest("POST", `${URL}/${flag.business.id}/${flag.tag}`, { action });
      toast.success(action === "remove" ? t("removed") : t("dismissed"));
      await queryClient.invalidateQueries({ queryKey: [URL] });
    } catch (error) {
      onError(error, t("fetchFailed"), { useServerMessage: true });
    }
  };

  return (
    <section aria-labelledby="disputed-tags-heading" className="space-y-3">
      <div>
        <h2 id="disputed-tags-heading" className="text-lg font-semibold">
          {t("title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("subtitle")}</p>
      </div>
      {query.isPending ? (
        <p className="text-sm text-muted-foreground">{t("loading")}</p>
      ) : query.isError ? (
        <div className="flex items-center gap-2 text-sm">
          <span>{t("fetchFailed")}</span>
          <Button type="button" size="sm" variant="outline" onClick={() => void query.refetch()}>
            {t("retry")}
          </Button>
        </div>
      ) : query.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <ul className="space-y-2">
          {query.data.map((flag) => (
            <li key={`${flag.business.id}:${flag.tag}`} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3">
              <div className="min-w-0">
                <p className="font-medium">{tagLabel(flag.tag)}</p>
                <Link href={`/peerpicks/${flag.business.id}`} className="text-sm text-primary underline underline-offset-4">
                  {flag.business.city ? `${flag.business.name} · ${flag.business.city}` : flag.business.name}
                </Link>
                <p className="text-xs text-muted-foreground">{t("counts", { confirms: flag.confirms, disputes: flag.disputes })}</p>
              </div>
              <div className="flex gap-1.5">
                <Button type="button" size="sm" variant="destructive" onClick={() => void settle(flag, "remove")} aria-label={t("removeLabel", { tag: tagLabel(flag.tag), name: flag.business.name })}>
                  {t("remove")}
                </Button>
                <Button type="button" size="sm" variant="outline" onClick={() => void settle(flag, "dismiss")} aria-label={t("dismissLabel", { tag: tagLabel(flag.tag), name: flag.business.name })}>
                  {t("dismiss")}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

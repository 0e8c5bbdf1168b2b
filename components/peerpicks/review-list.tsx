"use client";

import { useTranslations } from "next-intl";
import { ReviewItem } from "@/components/peerpicks/review-item";
import { PagedListStates } from "@/components/ui/paged-list-states";
import { usePagedList } from "@/hooks/use-paged-list";
import type { BusinessReview } from "@/lib/contract/businesses/types";

/** The business's reviews, newest first, paged (Load more), with loading, empty and error states. */
export function ReviewList({ businessId }: { businessId: string }) {
  const t = useTranslations("peerpicks.reviews");
  const list = usePagedList<BusinessReview>(`/api/businesses/${businessId}/reviews`);
  return (
    <PagedListStates
      query={list}
      count={list.items.length}
      labels={{ loading: t("loading"), error: t("fetchFailed"), retry: t("retry"), empty: t("empty"), loadMore: t("loadMore") }}
    >
      {list.items.map((r) => (
        <ReviewItem key={r.id} review={r} />
      ))}
    </PagedListStates>
  );
}

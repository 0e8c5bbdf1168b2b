"use client";

import { useTranslations } from "next-intl";
import { LoadMoreButton } from "@/components/ui/load-more-button";

type LoadMoreProps = {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
  /** the next page failed: scrolling stops loading on its own, the button retries */
  failed?: boolean;
};

/** LoadMoreButton (loads on scroll, and on a press) with the catalog's texts. */
export function LoadMore({ hasMore, loading, onLoad, failed = false }: LoadMoreProps) {
  const t = useTranslations("lists");
  return (
    <LoadMoreButton
      hasMore={hasMore}
      loading={loading}
      onLoad={onLoad}
      label={t("loadMore")}
      loadingLabel={t("loadingMore")}
      failedText={failed ? t("loadMoreFailed") : null}
    />
  );
}

"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

export function LoadMore({ hasMore, loading, onLoad }: { hasMore: boolean; loading: boolean; onLoad: () => void }) {
  const t = useTranslations("profile");
  if (!hasMore) return null;
  return (
    <div className="flex justify-center py-4">
      <Button type="button" variant="outline" disabled={loading} onClick={onLoad}>
        {t("loadMore")}
      </Button>
    </div>
  );
}

"use client";

import { Bookmark, Folder, Lock } from "lucide-react";
import { useTranslations } from "next-intl";
import { EmptyState } from "@/components/shared/empty-state";
import { LoadMore } from "@/components/shared/load-more";
import { PostGrid, PostGridSkeleton } from "@/components/posts/post-grid";
import { usePagedList } from "@/hooks/use-paged-list";
import { useQuery } from "@/lib/client/query";
import type { CollectionDto, SavedPostDto } from "@/lib/contract/posts/types";

/** Own profile only: collection cards, then every saved post with its collection's title. */
export function ProfileSavedTab({ userId, isSelf }: { userId: string; isSelf: boolean }) {
  const t = useTranslations("profile.saved");
  const collections = useQuery<CollectionDto[]>({ queryKey: ["/api/users", userId, "collections"], enabled: isSelf });
  const saved = usePagedList<SavedPostDto>(`/api/users/${userId}/saved-posts`, { enabled: isSelf });
  if (!isSelf) return <EmptyState icon={<Lock className="size-8 text-muted-foreground" aria-hidden />} title={t("private")} />;
  if (saved.isPending || collections.isPending) return <PostGridSkeleton label={t("allSaved")} />;
  if (saved.isError || collections.isError) return <EmptyState title={t("loadFailed")} />;
  if (!saved.items.length) return <EmptyState icon={<Bookmark className="size-8 text-muted-foreground" aria-hidden />} title={t("empty")} text={t("emptyText")} />;
  return (
    <div className="space-y-5">
      <section aria-labelledby="saved-collections">
        <h2 id="saved-collections" className="mb-2 text-sm font-semibold">
          {t("collections")}
        </h2>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {(collections.data ?? []).map((c) => (
            <li key={c.id} className="flex items-center gap-3 rounded-lg border p-3">
              <Folder className="size-5 shrink-0 text-primary" aria-hidden />
              <span className="min-w-0">
                <span className="block truncate font-medium">{c.title}</span>
                <span className="block text-xs text-muted-foreground">{t("postCount", { count: c.count })}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="saved-all">
        <h2 id="saved-all" className="mb-2 text-sm font-semibold">
          {t("allSaved")}
        </h2>
        <PostGrid posts={saved.items.map((s) => s.post)} labels={saved.items.map((s) => s.collectionTitle)} />
        <LoadMore hasMore={saved.hasNextPage} loading={saved.isFetchingNextPage} onLoad={() => void saved.fetchNextPage()} />
      </section>
    </div>
  );
}

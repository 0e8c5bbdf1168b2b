"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { PagedListStates } from "@/components/ui/paged-list-states";
import { useApiError } from "@/hooks/use-api-error";
import { usePagedList } from "@/hooks/use-paged-list";
import { apiRequest } from "@/lib/client/api-client";
import { useMutation, useQueryClient } from "@/lib/client/query";
import type { FollowRequestDto } from "@/lib/contract/users/types";
import { avatarImage, displayName } from "@/lib/contract/users/display-name";
import { PostImage } from "@/components/shared/post-image";

const URL = "/api/follow-requests";

/** /follow-requests: people asking to follow the viewer's private account, with Accept and Decline. */
export function FollowRequestsList({ viewerId }: { viewerId: string }) {
  const t = useTranslations("privacy.requests");
  const queryClient = useQueryClient();
  const onError = useApiError();
  const query = usePagedList<FollowRequestDto>(URL, { itemsKey: "requests" });
  const answer = useMutation({
    mutationFn: ({ request, accept }: { request: FollowRequestDto; accept: boolean }) =>
      apiRequest("POST", `${URL}/${request.id}/${accept ? "accept" : "decline"}`),
    onSuccess: (_reply, { request, accept }) => {
      toast.success(accept ? t("accepted", { name: displayName(request.user) }) : t("declined"));
      void queryClient.invalidateQueries({ queryKey: [URL] });
      void queryClient.invalidateQueries({ queryKey: ["/api/users", viewerId] });
    },
    onError: (error) => onError(error, t("failed")),
  });

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <PagedListStates
        query={query}
        count={query.items.length}
        labels={{ loading: t("loading"), error: t("fetchFailed"), retry: t("retry"), empty: t("empty"), loadMore: t("loadMore") }}
      >
        <ul aria-label={t("title")} className="divide-y rounded-xl border">
          {query.items.map((request) => {
            const name = displayName(request.user);
            const busy = answer.isPending && answer.variables?.request.id === request.id;
            return (
              <li key={request.id} className="flex flex-wrap items-center gap-3 p-3">
                <Link href={`/profile/${request.user.id}`} className="flex min-w-0 flex-1 items-center gap-3 rounded-md">
                  <PostImage file={avatarImage(request.user)} sizes="44px" alt="" width={44} height={44} className="size-11 shrink-0 rounded-full bg-muted object-cover" />
                  <span className="truncate font-medium">{request.user.username}</span>
                </Link>
                <div className="flex gap-2">
                  <Button size="sm" disabled={busy} aria-label={t("acceptUser", { name })} onClick={() => answer.mutate({ request, accept: true })}>
                    {t("accept")}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={busy}
                    aria-label={t("declineUser", { name })}
                    onClick={() => answer.mutate({ request, accept: false })}
                  >
                    {t("decline")}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      </PagedListStates>
    </div>
  );
}

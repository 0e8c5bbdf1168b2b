"use client";

import { Star } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { TimeAgo } from "@/components/shared/time-ago";
import { ReportMenu } from "@/components/safety/report-menu";
import { Button } from "@/components/ui/button";
import { useApiError } from "@/hooks/use-api-error";
import { useAuth } from "@/hooks/use-auth";
import { apiRequest } from "@/lib/client/api-client";
import { useQueryClient } from "@/lib/client/query";
import type { BusinessReview } from "@/lib/contract/businesses/types";
import { avatarImage, displayName } from "@/lib/contract/users/display-name";
import { PostImage } from "@/components/shared/post-image";

/** One review: author, stars, date, text, photo; delete for its author or an admin, report for others. */
export function ReviewItem({ review }: { review: BusinessReview }) {
  const t = useTranslations("peerpicks.reviews");
  const { user } = useAuth();
  const onError = useApiError();
  const router = useRouter();
  const queryClient = useQueryClient();
  const name = displayName(review.author);
  const own = user?.id === review.author.id;

  const remove = async () => {
    try {
      await apiRequest("DELETE", `/api/reviews/${review.id}`);
      toast.success(t("deleted"));
      await queryClient.invalidateQueries({ queryKey: [`/api/businesses/${review.businessId}/reviews`, "pages"] });
      router.refresh();
    } catch (error) {
      onError(error, t("deleteFailed"), { useServerMessage: true });
    }
  };

  return (
    <article className="space-y-2 border-b py-4 last:border-b-0" aria-label={t("reviewBy", { name })}>
      <div className="flex items-center gap-2">
        <PostImage file={avatarImage(review.author)} sizes="32px" alt="" width={32} height={32} className="size-8 rounded-full object-cover" />
        <div className="min-w-0 flex-1">
          <Link href={`/profile/${review.author.id}`} className="font-medium hover:underline">
            {name}
          </Link>
          <div className="flex items-center gap-2 text-xs text-muted-foreground">
            <span role="img" aria-label={t("stars", { count: review.rating })} className="inline-flex">
              {[1, 2, 3, 4, 5].map((n) => (
                <Star key={n} aria-hidden className={n <= review.rating ? "size-3.5 fill-amber-400 text-amber-600" : "size-3.5 text-muted-foreground"} />
              ))}
            </span>
            <TimeAgo iso={review.createdAt} />
          </div>
        </div>
        {user && !own ? <ReportMenu target={{ type: "review", id: review.id }} label={t("moreOptions", { name })} /> : null}
      </div>
      <p className="break-words whitespace-pre-wrap text-sm">{review.content}</p>
      {review.imageUrl ? (
        <img src={review.imageUrl} alt={review.altText ?? t("photoBy", { name })} width={320} height={240} loading="lazy" className="max-h-60 w-auto rounded-md object-cover" />
      ) : null}
      {own || user?.isAdmin ? (
        <Button type="button" variant="ghost" size="sm" onClick={() => void remove()} aria-label={t("deleteLabel", { name })}>
          {t("delete")}
        </Button>
      ) : null}
    </article>
  );
}

"use client";

import { ArrowLeft, Globe, MapPin, Phone, Star } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { VenueEvents } from "@/components/events/venue-events";
import { BusinessImage } from "@/components/peerpicks/business-image";
import { ReviewItem } from "@/components/peerpicks/review-item";
import { ReviewList } from "@/components/peerpicks/review-list";
import { TagVoteList } from "@/components/peerpicks/tag-votes";
import { ReportMenu } from "@/components/safety/report-menu";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useAuth } from "@/hooks/use-auth";
import { useDeferred } from "@/hooks/use-deferred";
import { mapLinkFor } from "@/lib/contract/businesses/maps-link";
import type { BusinessDetail, BusinessReview } from "@/lib/contract/businesses/types";

// The review form (react-hook-form, the star input, the photo upload) sits below the business's details,
// tags and events: its code loads right after the page is up, outside the page's first-load JavaScript.
const loadReviewForm = () => import("@/components/peerpicks/review-form").then((m) => m.ReviewForm);

/** /peerpicks/{id}: the business's details, its community-confirmed tags, rating and reviews. */
export function BusinessPage({ business }: { business: BusinessDetail }) {
  const t = useTranslations("peerpicks");
  const { user } = useAuth();
  const [editing, setEditing] = useState(false);
  // the same rule as the directory card: members can report a business, not their own
  const canReport = user !== null && business.owner?.id !== user.id;
  const rated = business.averageRating !== null && business.totalReviews > 0;
  const place = [business.address, business.city].filter(Boolean).join(", ");

  return (
    <div className="mx-auto max-w-2xl space-y-6 pb-8">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link href="/peerpicks">
          <ArrowLeft aria-hidden />
          {t("page.back")}
        </Link>
      </Button>
      <div className="overflow-hidden rounded-xl border">
        <BusinessImage src={business.imageUrl} alt={business.name} noImageLabel={t("list.noImage")} />
      </div>
      <header className="space-y-2">
        <div className="flex items-start justify-between gap-2">
          <h1 className="text-2xl font-bold">{business.name}</h1>
          {canReport ? <ReportMenu target={{ type: "business", id: business.id }} label={t("moreOptions", { name: business.name })} className="-mr-2" /> : null}
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Badge variant="secondary">{t(`types.${business.businessType}`)}</Badge>
          {place ? (
            <span className="inline-flex items-center gap-1 text-muted-foreground">
              <MapPin aria-hidden className="size-3.5" />
              {place}
            </span>
          ) : null}
        </div>
        <p className="inline-flex items-center gap-1.5 text-base" data-testid="rating-summary">
          <Star aria-hidden className="size-5 fill-amber-400 text-amber-600" />
          {rated ? t("page.ratingSummary", { rating: business.averageRating!, count: business.totalReviews }) : t("page.noReviews")}
        </p>
        {business.description ? <p className="whitespace-pre-wrap text-sm text-muted-foreground">{business.description}</p> : null}
        <div className="flex flex-wrap gap-2 pt-1">
          <Button asChild variant="outline" size="sm">
            <a href={mapLinkFor(business)} target="_blank" rel="noopener noreferrer nofollow">
              <MapPin aria-hidden />
              {t("page.openMap")}
            </a>
          </Button>
          {business.website ? (
            <Button asChild variant="outline" size="sm">
              <a href={business.website} target="_blank" rel="noopener noreferrer nofollow">
                <Globe aria-hidden />
                {t("list.website")}
              </a>
            </Button>
          ) : null}
          {business.phoneNumber ? (
            <Button asChild variant="outline" size="sm">
              <a href={`tel:${business.phoneNumber.replace(/[^\d+]/g, "")}`}>
                <Phone aria-hidden />
                {t("list.call")}
              </a>
            </Button>
          ) : null}
        </div>
      </header>

      <section aria-labelledby="tags-heading" className="space-y-2">
        <h2 id="tags-heading" className="text-lg font-semibold">
          {t("tagVotes.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("tagVotes.hint")}</p>
        <TagVoteList businessId={business.id} initial={business.tagVotes} />
      </section>

      <VenueEvents businessId={business.id} />

      <section aria-labelledby="review-form-heading" className="space-y-3 rounded-xl border p-4">
        <h2 id="review-form-heading" className="text-lg font-semibold">
          {business.myReview ? t("reviews.yourReview") : t("reviews.writeTitle")}
        </h2>
        {business.myReview && !editing ? (
          <>
            <ReviewItem review={business.myReview} />
            <Button type="button" variant="outline" size="sm" onClick={() => setEditing(true)}>
              {t("reviews.edit")}
            </Button>
          </>
        ) : (
          <ReviewFormSlot key={business.myReview?.id ?? "new"} businessId={business.id} existing={business.myReview} onDone={business.myReview ? () => setEditing(false) : undefined} />
        )}
      </section>

      <section aria-labelledby="reviews-heading" className="space-y-2">
        <h2 id="reviews-heading" className="text-lg font-semibold">
          {t("reviews.title")}
        </h2>
        <ReviewList businessId={business.id} />
      </section>
    </div>
  );
}

type ReviewFormProps = { businessId: string; existing: BusinessReview | null; onDone?: () => void };

/**
 * The review form once its code is in: a spinner while it downloads; a download that fails (a deploy since
 * the tab opened, a phone offline) or stalls says so in place with a Try again, since nobody pressed
 * anything that a toast could answer.
 */
function ReviewFormSlot(props: ReviewFormProps) {
  const t = useTranslations("common");
  const { Piece: ReviewForm, open } = useDeferred(loadReviewForm);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => open(undefined, () => setFailed(true)), [open]);
  useEffect(load, [load]);
  const retry = () => {
    setFailed(false);
    load();
  };
  if (ReviewForm) return <ReviewForm {...props} />;
  if (!failed) return <Spinner aria-label={t("loading")} className="min-h-40" />;
  return (
    <div className="space-y-2">
      <p role="alert" className="text-sm text-muted-foreground">
        {t("loadFailed")}
      </p>
      <Button type="button" variant="outline" size="sm" onClick={retry}>
        {t("retry")}
      </Button>
    </div>
  );
}

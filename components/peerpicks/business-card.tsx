"use client";

import { Globe, Mail, MapPin, Pencil, Phone, Star } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { BusinessImage } from "@/components/peerpicks/business-image";
import { BusinessTagList } from "@/components/peerpicks/business-tag-list";
import { ReportMenu } from "@/components/safety/report-menu";
import type { Business } from "@/components/peerpicks/types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useAuth } from "@/hooks/use-auth";

type BusinessCardProps = { business: Business; isAdmin: boolean; demo?: boolean };

export function BusinessCard({ business, isAdmin, demo = false }: BusinessCardProps) {
  const t = useTranslations("peerpicks");
  const { user } = useAuth();
  const headingId = `business-${business.id}`;
  const canReport = !demo && user !== null && business.owner?.id !== user.id;
  const rated = business.averageRating !== null && business.totalReviews > 0;
  const contacts = [
    business.phoneNumber && { kind: t("list.call"), href: `tel:${business.phoneNumber.replace(/[^\d+]/g, "")}`, icon: Phone },
    business.email && { kind: t("list.email"), href: `mailto:${business.email}`, icon: Mail },
    business.website && { kind: t("list.website"), href: business.website, icon: Globe, external: true },
    business.googleMapsUrl && { kind: t("list.map"), href: business.googleMapsUrl, icon: MapPin, external: true },
  ].filter(Boolean) as Array<{ kind: string; href: string; icon: typeof Phone; external?: boolean }>;

  return (
    <Card aria-labelledby={headingId} className="gap-0 overflow-hidden p-0" role="article">
      <BusinessImage src={business.imageUrl} alt={business.name} noImageLabel={t("list.noImage")} />
      <div className="space-y-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 id={headingId} className="text-lg font-semibold leading-tight">
            {demo ? (
              business.name
            ) : (
              <Link href={`/peerpicks/${business.id}`} className="hover:underline focus-visible:underline">
                {business.name}
              </Link>
            )}
          </h3>
          {demo ? <Badge variant="outline">{t("demo.sample")}</Badge> : null}
          {canReport ? <ReportMenu target={{ type: "business", id: business.id }} label={t("moreOptions", { name: business.name })} className="-mt-1 -mr-2" /> : null}
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Badge variant="secondary">{t(`types.${business.businessType}`)}</Badge>
          {business.city ? (
            <span className="inline-flex items-center gap-1 text-muted-foreground">
              <MapPin aria-hidden className="size-3.5" />
              {business.city}
            </span>
          ) : null}
          {rated ? (
            <span
              className="inline-flex items-center gap-1 font-medium"
              role="img"
              aria-label={t("list.ratingLabel", { rating: business.averageRating!, count: business.totalReviews })}
            >
              <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-500" />
              <span aria-hidden>{t("list.rating", { rating: business.averageRating!, count: business.totalReviews })}</span>
            </span>
          ) : null}
        </div>
        {business.description ? <p className="line-clamp-3 text-sm text-muted-foreground">{business.description}</p> : null}
        {business.address ? <p className="text-sm">{business.address}</p> : null}
        <BusinessTagList tags={business.tags} label={t("filters.tags")} />
        {(contacts.length && !demo) || (isAdmin && !demo) ? (
          <div className="flex flex-wrap items-center gap-2 pt-1">
            {!demo &&
              contacts.map(({ kind, href, icon: Icon, external }) => (
                <Button key={kind} asChild variant="outline" size="sm">
                  <a
                    href={href}
                    aria-label={t("list.contactLabel", { kind, name: business.name })}
                    {...(external ? { target: "_blank", rel: "noopener noreferrer nofollow" } : {})}
                  >
                    <Icon aria-hidden className="size-4" />
                    {kind}
                  </a>
                </Button>
              ))}
            {isAdmin && !demo ? (
              <Button asChild size="sm" className="ml-auto">
                <Link href={`/edit-business/${business.id}`} aria-label={t("editBusinessNamed", { name: business.name })}>
                  <Pencil aria-hidden className="size-4" />
                  {t("editBusiness")}
                </Link>
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </Card>
  );
}

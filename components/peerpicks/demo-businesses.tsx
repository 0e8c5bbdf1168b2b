"use client";

import { Info } from "lucide-react";
import { useTranslations } from "next-intl";
import { BusinessCard } from "@/components/peerpicks/business-card";
import type { Business } from "@/components/peerpicks/types";
import type { BusinessTag, BusinessType } from "@/lib/contract/businesses/constants";

const SAMPLES: Array<{ key: "one" | "two" | "three" | "four"; businessType: BusinessType; city: string; tags: BusinessTag[]; rating: string | null; reviews: number }> = [
  { key: "one", businessType: "cafe", city: "Tokyo", tags: ["lgbtq-friendly", "vegan-options", "community-events"], rating: "4.80", reviews: 24 },
  { key: "two", businessType: "izakaya", city: "Osaka", tags: ["lgbtq-friendly", "group-friendly", "safe-space"], rating: "4.60", reviews: 18 },
  { key: "three", businessType: "shop", city: "Kyoto", tags: ["quiet-space", "wheelchair-accessible"], rating: null, reviews: 0 },
  { key: "four", businessType: "bar", city: "Tokyo", tags: ["lgbtq-friendly", "pronouns", "date-friendly"], rating: "4.90", reviews: 31 },
];

/** Four sample listings with the 'Demo Content' notice, shown only while no business exists. */
export function DemoBusinesses() {
  const t = useTranslations("peerpicks.demo");
  const businesses: Business[] = SAMPLES.map((s) => ({
    id: `demo-${s.key}`,
    name: t(`samples.${s.key}.name`),
    description: t(`samples.${s.key}.description`),
    address: t(`samples.${s.key}.address`),
    businessType: s.businessType,
    city: s.city,
    tags: s.tags,
    averageRating: s.rating,
    totalReviews: s.reviews,
    phoneNumber: null,
    website: null,
    email: null,
    imageUrl: null,
    googleMapsUrl: null,
    owner: null,
    createdAt: "2025-01-01T00:00:00.000Z",
  }));
  return (
    <section aria-labelledby="demo-content-title" className="space-y-3">
      <div className="flex gap-3 rounded-lg border border-primary/30 bg-accent p-3 text-accent-foreground">
        <Info aria-hidden className="mt-0.5 size-5 shrink-0" />
        <div>
          <h2 id="demo-content-title" className="font-semibold">
            {t("title")}
          </h2>
          <p className="text-sm">{t("text")}</p>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {businesses.map((b) => (
          <BusinessCard key={b.id} business={b} isAdmin={false} demo />
        ))}
      </div>
    </section>
  );
}

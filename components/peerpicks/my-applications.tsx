"use client";

import { useTranslations } from "next-intl";
import { ApplicationStatusBadge } from "@/components/peerpicks/application-status-badge";
import type { BusinessApplication } from "@/components/peerpicks/types";
import { useFormat } from "@/hooks/use-format";
import { apiRequest } from "@/lib/client/api-client";
import { useQuery } from "@/lib/client/query";

export const MY_APPLICATIONS_KEY = ["/api/business-applications", { scope: "mine" }] as const;

/** The member's own applications with status and admin notes, so they see the decision. */
export function MyApplications({ initial }: { initial: BusinessApplication[] }) {
  const t = useTranslations("peerpicks.myApplications");
  const f = useFormat();
  const { data = initial } = useQuery({
    queryKey: MY_APPLICATIONS_KEY,
    queryFn: () => apiRequest<BusinessApplication[]>("GET", "/api/business-applications?scope=mine"),
    initialData: initial,
  });
  if (!data.length) return null;
  return (
    <section aria-labelledby="my-applications-heading" className="space-y-2">
      <h2 id="my-applications-heading" className="text-lg font-semibold">
        {t("heading")}
      </h2>
      <ul className="space-y-2">
        {data.map((app) => (
          <li key={app.id} className="rounded-lg border bg-card p-3" aria-label={app.name}>
            <div className="flex items-center justify-between gap-2">
              <p className="font-medium">{app.name}</p>
              <ApplicationStatusBadge status={app.status} />
            </div>
            <p className="text-xs text-muted-foreground">{t("applied", { date: f.date(app.createdAt, "day") })}</p>
            <p className="mt-1 text-sm">{t(`${app.status}Text`)}</p>
            {app.adminNotes ? <p className="mt-1 text-sm text-muted-foreground">{t("adminNotes", { notes: app.adminNotes })}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

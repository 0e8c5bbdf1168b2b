"use client";

import { Check, Globe, Mail, MapPin, Phone, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { Decision } from "@/components/admin/decision-dialog";
import { ApplicationStatusBadge } from "@/components/peerpicks/application-status-badge";
import { BusinessImage } from "@/components/peerpicks/business-image";
import { BusinessTagList } from "@/components/peerpicks/business-tag-list";
import type { BusinessApplication } from "@/components/peerpicks/types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useDeferred } from "@/hooks/use-deferred";
import { useFormat } from "@/hooks/use-format";

// the decision dialog (Radix dialog and its scroll lock) loads on the first press of Reject or Approve
const loadDecisionDialog = () => import("@/components/admin/decision-dialog").then((m) => m.DecisionDialog);

/** One application with every field, its status badge and, while pending, Reject and Approve. */
export function ApplicationCard({ application: app }: { application: BusinessApplication }) {
  const t = useTranslations("admin.review");
  const f = useFormat();
  const tp = useTranslations("peerpicks");
  const [decision, setDecision] = useState<Decision | null>(null);
  const { Piece: DecisionDialog, open: openDecision } = useDeferred(loadDecisionDialog);
  const headingId = `application-${app.id}`;
  const contact = [
    app.address && { label: t("address"), icon: MapPin, text: app.address },
    app.phoneNumber && { label: t("phone"), icon: Phone, text: app.phoneNumber },
    app.email && { label: t("email"), icon: Mail, text: app.email },
    app.website && { label: t("website"), icon: Globe, text: app.website },
  ].filter(Boolean) as Array<{ label: string; icon: typeof Phone; text: string }>;

  return (
    <Card role="article" aria-labelledby={headingId} className="gap-0 overflow-hidden p-0">
      <BusinessImage src={app.imageUrl} alt={app.name} noImageLabel={t("noImage")} />
      <div className="space-y-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <div>
            <h2 id={headingId} className="text-lg font-semibold leading-tight">
              {app.name}
            </h2>
            <p className="text-sm text-muted-foreground">
              {app.applicant ? t("appliedBy", { name: f.name(app.applicant) }) : t("appliedByDeleted")}
              {app.applicant?.username ? <span> {t("username", { username: app.applicant.username })}</span> : null}
            </p>
            <p className="text-xs text-muted-foreground">{t("applied", { date: f.date(app.createdAt, "day") })}</p>
          </div>
          <ApplicationStatusBadge status={app.status} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{tp(`types.${app.businessType}`)}</Badge>
          {app.city ? <Badge variant="outline">{app.city}</Badge> : null}
        </div>
        {app.description ? <p className="text-sm">{app.description}</p> : null}
        <BusinessTagList tags={app.tags} label={tp("filters.tags")} />
        {contact.length ? (
          <dl className="space-y-1 text-sm">
            {contact.map(({ label, icon: Icon, text }) => (
              <div key={label} className="flex items-start gap-2">
                <dt className="flex items-center gap-1 text-muted-foreground">
                  <Icon aria-hidden className="size-4" />
                  <span className="sr-only">{label}</span>
                </dt>
                <dd className="break-all">{text}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {app.adminNotes ? (
          <div className="rounded-md bg-muted p-3 text-sm">
            <p className="font-medium">{t("adminNotes")}</p>
            <p className="whitespace-pre-wrap">{app.adminNotes}</p>
          </div>
        ) : null}
        {app.status === "pending" ? (
          <div className="flex gap-2">
            <Button variant="outline" className="flex-1 text-destructive" onClick={() => openDecision(() => setDecision("reject"))}>
              <X aria-hidden className="size-4" />
              {t("reject")}
            </Button>
            <Button className="flex-1 bg-success text-success-foreground hover:bg-success/90" onClick={() => openDecision(() => setDecision("approve"))}>
              <Check aria-hidden className="size-4" />
              {t("approve")}
            </Button>
          </div>
        ) : null}
      </div>
      {decision && DecisionDialog ? <DecisionDialog application={app} decision={decision} open onOpenChange={(o) => !o && setDecision(null)} /> : null}
    </Card>
  );
}

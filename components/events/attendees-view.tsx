"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { BackToEvents } from "@/components/events/back-to-events";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { useFormat } from "@/hooks/use-format";
import { useQuery, useQueryClient } from "@/lib/client/query";
import type { AttendeeDto, AttendeeListDto } from "@/lib/contract/events/types";
import { avatarImage, initials } from "@/lib/contract/users/display-name";
import { variantSrc } from "@/lib/contract/media/variants";

/** The organizer's attendee list with the capacity summary, then the waitlist, first in line first. */
export function AttendeesView({ initial }: { initial: AttendeeListDto }) {
  const t = useTranslations("events.attendees");
  const f = useFormat();
  const queryClient = useQueryClient();
  const queryKey = ["/api/events", initial.event.id, "attendees"];
  const { data = initial } = useQuery<AttendeeListDto>({ queryKey, initialData: initial });
  useEffect(() => {
    queryClient.setQueryData(["/api/events", initial.event.id, "attendees"], initial);
  }, [queryClient, initial]);
  const { capacity } = data;
  const summary = [
    { label: t("countLabel"), value: String(capacity.count) },
    { label: t("maxLabel"), value: capacity.max === null ? t("unlimited") : String(capacity.max) },
    { label: t("spotsLeftLabel"), value: capacity.spotsLeft === null ? t("unlimited") : String(capacity.spotsLeft) },
  ];

  return (
    <section className="space-y-4">
      <BackToEvents label={t("back")} />
      <div>
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <p className="text-muted-foreground">
          {data.event.title} · <time dateTime={data.event.date}>{f.date(data.event.date, "event")}</time>
        </p>
      </div>
      <section aria-labelledby="capacity-heading" className="rounded-xl border p-4">
        <h2 id="capacity-heading" className="mb-2 text-sm font-semibold text-muted-foreground">
          {t("capacity")}
        </h2>
        <dl className="grid grid-cols-3 gap-2 text-center">
          {summary.map((item) => (
            <div key={item.label}>
              <dt className="text-xs text-muted-foreground">{item.label}</dt>
              <dd className="text-xl font-bold">{item.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {data.attendees.length === 0 ? (
        <p className="rounded-xl border border-dashed py-10 text-center text-muted-foreground">{t("empty")}</p>
      ) : (
        <ul className="divide-y rounded-xl border">
          {data.attendees.map((a) => (
            <li key={a.id} className="flex items-center gap-3 p-3">
              <Avatar className="size-10">
                <AvatarImage src={variantSrc(avatarImage(a.user), 120)} alt="" width={40} height={40} />
                <AvatarFallback>{initials(a.user)}</AvatarFallback>
              </Avatar>
              <ListedMember user={a.user} since={a.createdAt} />
              <Badge variant={a.status === "attending" ? "default" : "secondary"}>
                {a.status === "attending" ? t("status.attending") : a.status === "interested" ? t("status.interested") : a.status}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="waitlist-heading" className="space-y-2">
        <h2 id="waitlist-heading" className="text-lg font-semibold">
          {t("waitlistTitle")}
        </h2>
        {data.waitlist.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("waitlistEmpty")}</p>
        ) : (
          <ol className="divide-y rounded-xl border">
            {data.waitlist.map((w) => (
              <li key={w.user.id} className="flex items-center gap-3 p-3">
                <span className="w-8 text-center font-semibold tabular-nums">{t("waitlistPosition", { position: w.position })}</span>
                <ListedMember user={w.user} since={w.createdAt} />
              </li>
            ))}
          </ol>
        )}
      </section>
      <p className="text-xs text-muted-foreground">{t("emailWithheld")}</p>
    </section>
  );
}

/** A member's row text on either list: their name, then their profile link and since when they are listed. */
function ListedMember({ user, since }: { user: AttendeeDto["user"]; since: string }) {
  const t = useTranslations("events.attendees");
  const f = useFormat();
  return (
    <div className="min-w-0 flex-1">
      <p className="truncate font-medium">{f.name(user)}</p>
      <p data-testid="attendee-meta" className="flex flex-wrap items-baseline gap-x-1 text-sm text-muted-foreground">
        <Link href={`/profile/${user.id}`} className="min-w-0 max-w-full truncate hover:underline">
          {t("profileLink", { username: user.username })}
        </Link>
        <span aria-hidden="true">·</span>
        {/* The date never truncates: it wraps under the username when the row is narrow (390 px). */}
        <time dateTime={since} className="whitespace-nowrap">
          {t("since", { date: f.date(since, "short") })}
        </time>
      </p>
    </div>
  );
}

import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AccessRedirect } from "@/components/events/access-redirect";
import { AttendeesView } from "@/components/events/attendees-view";
import { orErrorCode } from "@/lib/server/http/or-error-code";
import { getCurrentUser } from "@/lib/server/current-user";
import { ACCESS_DENIED_REDIRECT_MS } from "@/lib/contract/events/constants";
import { listAttendees } from "@/lib/domain/events/list-attendees";

export default async function AttendeesPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await getCurrentUser();
  if (!user) return null;
  const result = await orErrorCode(listAttendees(user, id), "forbidden", "not_found");
  if (result === "not_found") notFound();
  if (result === "forbidden") {
    const t = await getTranslations("events");
    return (
      <AccessRedirect
        title={t("notices.accessDenied")}
        description={t("notices.accessDeniedText")}
        to="/events"
        delayMs={ACCESS_DENIED_REDIRECT_MS}
        busyLabel={t("attendees.back")}
      />
    );
  }
  return <AttendeesView initial={result} />;
}

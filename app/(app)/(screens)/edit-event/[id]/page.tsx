import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AccessRedirect } from "@/components/events/access-redirect";
import { EventForm } from "@/components/events/event-form";
import { EventFormPage } from "@/components/events/event-form-page";
import { orErrorCode } from "@/lib/server/http/or-error-code";
import { getCurrentUser } from "@/lib/server/current-user";
import { eventFormValues } from "@/lib/contract/events/form-defaults";
import { getEvent } from "@/lib/domain/events/get-event";

export default async function EditEventPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await getCurrentUser();
  if (!user) return null;
  const event = await orErrorCode(getEvent(user, id), "not_found");
  if (event === "not_found") notFound();
  const t = await getTranslations("events");
  if (event.organizerId !== user.id) {
    return (
      <AccessRedirect title={t("notices.unauthorized")} description={t("notices.unauthorizedEdit")} to="/events" delayMs={0} busyLabel={t("form.back")} />
    );
  }
  return (
    <EventFormPage title={t("form.editTitle")}>
      <EventForm mode={{ kind: "edit", eventId: event.id }} defaults={eventFormValues(event)} />
    </EventFormPage>
  );
}

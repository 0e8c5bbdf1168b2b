import { getTranslations } from "next-intl/server";
import { EventForm } from "@/components/events/event-form";
import { EventFormPage } from "@/components/events/event-form-page";
import { EMPTY_EVENT_FORM } from "@/lib/contract/events/form-defaults";

export default async function CreateEventPage() {
  const t = await getTranslations("events.form");
  return (
    <EventFormPage title={t("createTitle")}>
      <EventForm mode={{ kind: "create" }} defaults={EMPTY_EVENT_FORM} />
    </EventFormPage>
  );
}

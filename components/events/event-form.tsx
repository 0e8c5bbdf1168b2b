"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller, useForm, type FieldErrors } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Field } from "@/components/ui/field";
import { isEventPages } from "@/components/events/event-pages";
import { useEventLabels } from "@/components/events/use-event-labels";
import { AccessibilityField } from "@/components/events/accessibility-field";
import { VenueImageField } from "@/components/events/venue-image-field";
import { VenuePicker } from "@/components/events/venue-picker";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { SelectField } from "@/components/ui/select-field";
import { Textarea } from "@/components/ui/textarea";
import { useApiError } from "@/hooks/use-api-error";
import { lazyResolver, useLocalizedResolver } from "@/hooks/use-localized-resolver";
import { useServerText } from "@/hooks/use-server-text";
import { apiRequest } from "@/lib/client/api-client";
import { useQueryClient } from "@/lib/client/query";
import { ACCESSIBILITY_NOTES_MAX } from "@/lib/contract/events/accessibility";
import { AGE_RESTRICTIONS, EVENT_LIMITS, EVENT_TYPES } from "@/lib/contract/events/constants";
import type { EventFormValues } from "@/lib/contract/events/form-defaults";
import { EVENT_MESSAGES } from "@/lib/contract/events/messages";
import type { CreateEventBody } from "@/lib/contract/events/schemas";

// the create and update schemas, loaded with zod on first validation
const loadSchemas = () => Promise.all([import("@hookform/resolvers/zod"), import("@/lib/contract/events/schemas")]);
const createEventResolver = lazyResolver(async () => {
  const [{ zodResolver }, { createEventBodySchema }] = await loadSchemas();
  return zodResolver(createEventBodySchema);
});
const updateEventResolver = lazyResolver(async () => {
  const [{ zodResolver }, { updateEventBodySchema }] = await loadSchemas();
  return zodResolver(updateEventBodySchema);
});

export type EventFormMode = { kind: "create" } | { kind: "edit"; eventId: string };
type Values = EventFormValues;

const REQUIRED = [EVENT_MESSAGES.createRequired, EVENT_MESSAGES.updateRequired] as const;

/** The create and edit event forms: one canonical model, the spec's messages per form. */
export function EventForm({ mode, defaults }: { mode: EventFormMode; defaults: Values }) {
  const t = useTranslations("events.form");
  const notices = useTranslations("events.notices");
  const ta = useTranslations("events.accessibility");
  const { typeLabel, ageLabel } = useEventLabels();
  const router = useRouter();
  const queryClient = useQueryClient();
  const showError = useApiError();
  const { text: localize, fromError } = useServerText();
  const [uploading, setUploading] = useState(false);
  const isEdit = mode.kind === "edit";
  const form = useForm<Values, unknown, CreateEventBody>({
    resolver: useLocalizedResolver((isEdit ? updateEventResolver : createEventResolver) as never),
    defaultValues: defaults,
  });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;

  const onValid = async (body: CreateEventBody) => {
    try {
      if (mode.kind === "edit") await apiRequest("PUT", `/api/events/${mode.eventId}`, body);
      else await apiRequest("POST", "/api/events", body);
      toast.success(notices(isEdit ? "updated" : "created"));
      queryClient.removeQueries({ predicate: isEventPages });
      router.push("/events");
      router.refresh();
    } catch (error) {
      const title = notices(isEdit ? "updateFailed" : "createFailed");
      showError(error, fromError(error, title), { title });
      throw error;
    }
  };

  const onInvalid = (fieldErrors: FieldErrors<Values>) => {
    const messages = Object.values(fieldErrors).map((e) => e?.message);
    const required = messages.find((m): m is string => REQUIRED.some((r) => localize(r) === m));
    if (required) toast.error(notices("missingFields"), { description: required });
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (uploading) return void toast.error(notices("pleaseWait"), { description: notices("pleaseWaitText") });
    void form.handleSubmit(onValid, onInvalid)(e).catch(() => undefined);
  };

  const text = (name: keyof Values) => ({ id: name, "aria-invalid": errors[name] ? true : undefined, ...form.register(name) });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field id="title" label={t("title")} error={errors.title?.message}>
        {(d) => <Input {...text("title")} aria-describedby={d} placeholder={t("titlePlaceholder")} maxLength={EVENT_LIMITS.title} />}
      </Field>
      <Controller
        control={form.control}
        name="eventType"
        render={({ field }) => (
          <SelectField
            id="eventType"
            label={t("eventType")}
            placeholder={t("eventTypePlaceholder")}
            value={field.value}
            onChange={field.onChange}
            error={errors.eventType?.message}
            options={EVENT_TYPES.map((value) => ({ value, label: typeLabel(value) }))}
          />
        )}
      />
      <Field id="description" label={t("description")} error={errors.description?.message}>
        {(d) => <Textarea {...text("description")} aria-describedby={d} rows={4} placeholder={t("descriptionPlaceholder")} />}
      </Field>
      <Field id="location" label={t("location")} error={errors.location?.message}>
        {(d) => <Input {...text("location")} aria-describedby={d} placeholder={t("locationPlaceholder")} autoComplete="off" />}
      </Field>
      <Controller
        control={form.control}
        name="venueBusinessId"
        render={({ field }) => (
          <VenuePicker
            value={field.value ? { id: field.value, name: form.getValues("venueName") } : null}
            onChange={(venue) => {
              form.setValue("venueName", venue?.name ?? "");
              field.onChange(venue?.id ?? "");
            }}
            error={errors.venueBusinessId?.message}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="date" label={t("date")} hint={t("timeZoneNote")} error={errors.date?.message}>
          {(d) => <Input {...text("date")} aria-describedby={d} type="datetime-local" />}
        </Field>
        <Field id="endDate" label={t("endDate")} error={errors.endDate?.message}>
          {(d) => <Input {...text("endDate")} aria-describedby={d} type="datetime-local" />}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="price" label={t("price")} hint={isEdit ? t("priceHintEdit") : t("priceHintCreate")} error={errors.price?.message}>
          {(d) =>
            isEdit ? (
              <Input {...text("price")} aria-describedby={d} type="number" min={0} step={1} inputMode="numeric" />
            ) : (
              <Input {...text("price")} aria-describedby={d} placeholder={t("pricePlaceholder")} />
            )
          }
        </Field>
        <Field id="maxAttendees" label={t("maxAttendees")} hint={t("maxAttendeesHint")} error={errors.maxAttendees?.message}>
          {(d) => <Input {...text("maxAttendees")} aria-describedby={d} type="number" min={1} step={1} inputMode="numeric" />}
        </Field>
      </div>
      <Controller
        control={form.control}
        name="ageRestriction"
        render={({ field }) => (
          <SelectField
            id="ageRestriction"
            label={t("ageRestriction")}
            value={field.value}
            onChange={field.onChange}
            error={errors.ageRestriction?.message}
            options={AGE_RESTRICTIONS.map((value) => ({ value, label: ageLabel(value) }))}
          />
        )}
      />
      <Field id="tags" label={t("tags")} hint={t("tagsHint")} error={errors.tags?.message}>
        {(d) => <Input {...text("tags")} aria-describedby={d} placeholder={t("tagsPlaceholder")} />}
      </Field>
      <Controller
        control={form.control}
        name="accessibility"
        render={({ field }) => <AccessibilityField value={field.value} onChange={field.onChange} error={errors.accessibility?.message} />}
      />
      <Field id="accessibilityNotes" label={ta("notes")} hint={ta("notesHint")} error={errors.accessibilityNotes?.message}>
        {(d) => <Textarea {...text("accessibilityNotes")} aria-describedby={d} rows={3} placeholder={ta("notesPlaceholder")} maxLength={ACCESSIBILITY_NOTES_MAX} />}
      </Field>
      <Controller
        control={form.control}
        name="venueImageUrl"
        render={({ field }) => (
          <VenueImageField value={field.value} onChange={field.onChange} onUploadingChange={setUploading} error={errors.venueImageUrl?.message} />
        )}
      />
      <div className="flex gap-3 pt-2">
        <Button asChild variant="outline" className="flex-1">
          <Link href="/events">{t("cancel")}</Link>
        </Button>
        <Button type="submit" className="flex-1" disabled={isSubmitting || isSubmitSuccessful}>
          {isSubmitting ? t(isEdit ? "saving" : "creating") : t(isEdit ? "save" : "create")}
        </Button>
      </div>
    </form>
  );
}

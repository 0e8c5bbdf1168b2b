"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { BusinessTypeSelect } from "@/components/peerpicks/business-type-select";
import { FormSection } from "@/components/peerpicks/form-section";
import { InputField, TextareaField } from "@/components/ui/field";
import { PhotoField } from "@/components/peerpicks/photo-field";
import { QuickSetup } from "@/components/peerpicks/quick-setup";
import { TagToggles } from "@/components/peerpicks/tag-toggles";
import { Button } from "@/components/ui/button";
import { lazyResolver, useLocalizedResolver } from "@/hooks/use-localized-resolver";
import type { BusinessForm as BusinessFormValues } from "@/lib/contract/businesses/schemas";

// businessFormSchema, loaded with zod on first validation
const businessResolver = lazyResolver(async () => {
  const [{ zodResolver }, { businessFormSchema }] = await Promise.all([import("@hookform/resolvers/zod"), import("@/lib/contract/businesses/schemas")]);
  return zodResolver(businessFormSchema);
});

export type BusinessFormMode = "apply" | "edit";

type BusinessFormProps = {
  mode: BusinessFormMode;
  defaultValues: BusinessFormValues;
  /** the uploaded objectPath of the current photo, if any */
  defaultUploaded: string | null;
  onSubmit: (body: BusinessFormValues) => Promise<void>;
};

/** The application form and the admin edit form: same fields and rules, mode picks section titles and labels. */
export function BusinessForm({ mode, defaultValues, defaultUploaded, onSubmit }: BusinessFormProps) {
  const t = useTranslations("peerpicks");
  const apply = mode === "apply";
  const form = useForm<BusinessFormValues>({ resolver: useLocalizedResolver(businessResolver), defaultValues });
  const [googleMapsUrl, imageUrl] = useWatch({ control: form.control, name: ["googleMapsUrl", "imageUrl"] });
  const { errors, isSubmitting } = form.formState;
  const [uploaded, setUploaded] = useState(defaultUploaded);
  const [uploading, setUploading] = useState(false);

  const submit = form.handleSubmit(async (values) => onSubmit({ ...values, imageUrl: uploaded ?? values.imageUrl ?? "" }));
  const mapsField = form.register("googleMapsUrl");

  return (
    <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate className="space-y-4">
      <FormSection id="basic" title={apply ? t("form.basicInfo") : t("form.businessInformation")}>
        <InputField id="name" label={t("form.name")} placeholder={t("form.namePlaceholder")} autoComplete="organization" error={errors.name?.message} {...form.register("name")} />
        <Controller
          control={form.control}
          name="businessType"
          render={({ field }) => (
            <BusinessTypeSelect id="businessType" label={t("form.businessType")} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
          )}
        />
        <TextareaField id="description" rows={3} label={t("form.description")} placeholder={t("form.descriptionPlaceholder")} error={errors.description?.message} {...form.register("description")} />
      </FormSection>

      {apply ? (
        <FormSection id="quick-setup" title={t("form.quickSetup")} hint={t("form.quickSetupHint")}>
          <QuickSetup
            value={googleMapsUrl ?? ""}
            error={errors.googleMapsUrl?.message}
            inputProps={mapsField}
            onExtracted={(name) => form.setValue("name", name, { shouldValidate: true, shouldDirty: true })}
          />
        </FormSection>
      ) : null}

      <FormSection id="location" title={t("form.location")}>
        <InputField id="address" label={t("form.address")} placeholder={t("form.addressPlaceholder")} autoComplete="street-address" error={errors.address?.message} {...form.register("address")} />
        <InputField id="city" label={t("form.city")} placeholder={t("form.cityPlaceholder")} autoComplete="address-level2" error={errors.city?.message} {...form.register("city")} />
        {!apply ? <InputField id="googleMapsUrl" type="url" label={t("form.mapsUrl")} placeholder={t("form.mapsUrlPlaceholder")} error={errors.googleMapsUrl?.message} {...mapsField} /> : null}
      </FormSection>

      <FormSection id="contact" title={t("form.contact")}>
        <InputField id="phoneNumber" type="tel" label={t("form.phone")} autoComplete="tel" error={errors.phoneNumber?.message} {...form.register("phoneNumber")} />
        <InputField id="email" type="email" label={t("form.email")} autoComplete="email" error={errors.email?.message} {...form.register("email")} />
        <InputField id="website" type="url" label={t("form.website")} placeholder={t("form.websitePlaceholder")} autoComplete="url" error={errors.website?.message} {...form.register("website")} />
      </FormSection>

      <FormSection id="photo" title={apply ? t("form.photo") : t("form.image")}>
        <PhotoField
          uploaded={uploaded}
          onUploaded={setUploaded}
          typedUrl={imageUrl ?? ""}
          onClearTyped={() => form.setValue("imageUrl", "")}
          urlError={errors.imageUrl?.message}
          urlInputProps={form.register("imageUrl")}
          purpose={apply ? "business" : "business-edit"}
          hint={apply ? t("form.uploadHint") : t("form.uploadHintEdit")}
          successTitle={apply ? t("toasts.photoUploadedTitle") : t("toasts.successTitle")}
          successText={apply ? undefined : t("toasts.imageUploadedText")}
          onBusyChange={setUploading}
        />
      </FormSection>

      <FormSection id="features" title={apply ? t("form.features") : t("form.tags")} hint={t("form.featuresHint")}>
        <Controller
          control={form.control}
          name="tags"
          render={({ field }) => <TagToggles label={apply ? t("form.features") : t("form.tags")} value={field.value ?? []} onChange={field.onChange} />}
        />
      </FormSection>

      <div className="flex gap-3">
        <Button asChild variant="outline" className="flex-1">
          <Link href="/peerpicks">{t("form.cancel")}</Link>
        </Button>
        <Button type="submit" className="flex-1" disabled={isSubmitting || uploading}>
          {apply ? (isSubmitting ? t("form.submitting") : t("form.submit")) : isSubmitting ? t("form.saving") : t("form.save")}
        </Button>
      </div>
    </form>
  );
}

"use client";

import { useTranslations } from "next-intl";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { InputField } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { PRONOUN_SUGGESTIONS } from "@/lib/contract/users/pronoun-suggestions";
import type { EditProfileForm } from "@/lib/contract/users/schemas";
import { FIELD_VISIBILITIES, IDENTITY_LINE_MAX, PRONOUNS_MAX, type FieldVisibility } from "@/lib/contract/users/limits";

/** Pronouns and identity line on /edit-profile, each with who may see it. */
export function IdentityFieldsSection({ form }: { form: UseFormReturn<EditProfileForm> }) {
  const t = useTranslations("profile.identity");
  const { errors } = form.formState;
  const [pronounsVisibility, identityVisibility] = useWatch({ control: form.control, name: ["pronounsVisibility", "identityVisibility"] });
  const options = FIELD_VISIBILITIES.map((value) => ({ value, label: t(`visibility.${value}`) }));
  const setVisibility = (name: "pronounsVisibility" | "identityVisibility") => (value: string) =>
    form.setValue(name, value as FieldVisibility, { shouldDirty: true });
  return (
    <fieldset className="space-y-4 rounded-xl border p-4">
      <legend className="px-1 text-sm font-semibold">{t("title")}</legend>
      <p className="text-xs text-muted-foreground">{t("hint")}</p>
      <div className="space-y-2">
        <InputField id="pronouns" label={t("pronouns")} maxLength={PRONOUNS_MAX} error={errors.pronouns?.message} {...form.register("pronouns")} />
        <div className="flex flex-wrap gap-1.5" role="group" aria-label={t("suggestions")}>
          {PRONOUN_SUGGESTIONS.map((value) => (
            <Button
              key={value}
              type="button"
              variant="outline"
              size="sm"
              className="h-7 rounded-full px-2.5 text-xs"
              onClick={() => form.setValue("pronouns", value, { shouldDirty: true, shouldValidate: true })}
            >
              {value}
            </Button>
          ))}
        </div>
        <SelectField id="pronounsVisibility" label={t("whoSeesPronouns")} value={pronounsVisibility} options={options} onChange={setVisibility("pronounsVisibility")} />
      </div>
      <div className="space-y-2">
        <InputField
          id="identityLine"
          label={t("identityLine")}
          hint={t("identityLineHint")}
          maxLength={IDENTITY_LINE_MAX}
          error={errors.identityLine?.message}
          {...form.register("identityLine")}
        />
        <SelectField id="identityVisibility" label={t("whoSeesIdentity")} value={identityVisibility} options={options} onChange={setVisibility("identityVisibility")} />
      </div>
    </fieldset>
  );
}

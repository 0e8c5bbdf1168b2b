"use client";

import { useTranslations } from "next-intl";
import { SelectField } from "@/components/ui/select-field";
import { BUSINESS_TYPES } from "@/lib/contract/businesses/constants";

type BusinessTypeSelectProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** the directory filter's first choice, "all" (every type) */
  withAll?: boolean;
};

/** The business type, in the member's language: the application and edit form, and the directory filter. */
export function BusinessTypeSelect({ id, label, value, onChange, onBlur, withAll = false }: BusinessTypeSelectProps) {
  const t = useTranslations("peerpicks.types");
  const options = [...(withAll ? ["all" as const] : []), ...BUSINESS_TYPES].map((type) => ({ value: type, label: t(type) }));
  return <SelectField id={id} label={label} value={value} options={options} onChange={onChange} onBlur={onBlur} />;
}

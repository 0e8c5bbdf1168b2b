import "server-only";
import { sortTags } from "@/lib/contract/businesses/constants";
import type { BusinessForm } from "@/lib/contract/businesses/schemas";

const blankToNull = (value: string | null | undefined) => (value ? value : null);

/** Form values -> columns shared by Business and BusinessApplication (blank optional fields become null). */
export function businessColumns(form: BusinessForm, imageUrl: string | null) {
  return {
    name: form.name,
    businessType: form.businessType,
    description: blankToNull(form.description),
    address: blankToNull(form.address),
    city: blankToNull(form.city),
    phoneNumber: blankToNull(form.phoneNumber),
    website: blankToNull(form.website),
    email: blankToNull(form.email?.toLowerCase()),
    googleMapsUrl: blankToNull(form.googleMapsUrl),
    imageUrl,
    tags: sortTags(form.tags ?? []),
  };
}

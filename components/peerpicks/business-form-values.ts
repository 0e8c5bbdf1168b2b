import type { Business } from "@/components/peerpicks/types";
import { DEFAULT_BUSINESS_TYPE } from "@/lib/contract/businesses/constants";
import type { BusinessForm } from "@/lib/contract/businesses/schemas";

export const EMPTY_BUSINESS_FORM: BusinessForm = {
  name: "",
  businessType: DEFAULT_BUSINESS_TYPE,
  description: "",
  address: "",
  city: "",
  phoneNumber: "",
  website: "",
  email: "",
  googleMapsUrl: "",
  imageUrl: "",
  tags: [],
};

/** Prefill for the edit form: an uploaded photo goes to the uploader, a typed URL to the URL field. */
export function formValuesFrom(business: Business): { values: BusinessForm; uploaded: string | null } {
  const uploaded = business.imageUrl?.startsWith("/objects/") ? business.imageUrl : null;
  return {
    uploaded,
    values: {
      name: business.name,
      businessType: business.businessType,
      description: business.description ?? "",
      address: business.address ?? "",
      city: business.city ?? "",
      phoneNumber: business.phoneNumber ?? "",
      website: business.website ?? "",
      email: business.email ?? "",
      googleMapsUrl: business.googleMapsUrl ?? "",
      imageUrl: uploaded ? "" : (business.imageUrl ?? ""),
      tags: business.tags,
    },
  };
}

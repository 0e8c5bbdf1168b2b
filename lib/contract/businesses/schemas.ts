import { z } from "zod";
import { BUSINESS_TAGS, BUSINESS_TYPES } from "@/lib/contract/businesses/constants";
import { pageQuery } from "@/lib/core/schema/page-query";
import { optionalText } from "@/lib/core/schema/text";
import { serverText } from "@/lib/core/server-text";
import { BUSINESS_LIMITS } from "./limits";
import { isHttpUrl, isImageReference } from "./urls";

// PeerPicks request bodies and queries (spec 001 §5 "Business application and edit form"),
// shared by the application/edit forms, the route handlers and the tests.
export const BUSINESS_NAME_REQUIRED = serverText("businessNameRequired");
export const INVALID_URL = serverText("invalidUrl");
export const INVALID_EMAIL = serverText("invalidEmail");
export const INVALID_IMAGE_URL = serverText("eventImageUrl");
export const REJECTION_REASON_REQUIRED = serverText("rejectionReasonRequired");

export * from "./limits";

const text = (max: number, label: string) =>
  z.string({ error: serverText("fieldMustBeText", { field: label }) }).trim().max(max, serverText("fieldMaxLength", { field: label, max }));

const optionalField = (max: number, label: string) =>
  optionalText(max, serverText("fieldMaxLength", { field: label, max }), { notText: serverText("fieldMustBeText", { field: label }) });

export { isHttpUrl, isImageReference } from "./urls";

const urlOrEmpty = (max: number) =>
  text(max, "URL")
    .refine((v) => v === "" || isHttpUrl(v), INVALID_URL)
    .nullish();

export const businessFormSchema = z.object({
  name: z
    .string({ error: BUSINESS_NAME_REQUIRED })
    .trim()
    .min(1, BUSINESS_NAME_REQUIRED)
    .max(BUSINESS_LIMITS.name, serverText("businessNameTooLong", { max: BUSINESS_LIMITS.name })),
  businessType: z.enum(BUSINESS_TYPES, { error: serverText("businessTypeOneOf", { options: BUSINESS_TYPES.join(", ") }) }),
  description: optionalField(BUSINESS_LIMITS.description, "Description"),
  address: optionalField(BUSINESS_LIMITS.address, "Address"),
  city: optionalField(BUSINESS_LIMITS.city, "City"),
  phoneNumber: optionalField(BUSINESS_LIMITS.phoneNumber, "Phone number"),
  website: urlOrEmpty(BUSINESS_LIMITS.website),
  email: text(BUSINESS_LIMITS.email, "Email")
    .refine((v) => v === "" || z.email().safeParse(v).success, INVALID_EMAIL)
    .nullish(),
  googleMapsUrl: urlOrEmpty(BUSINESS_LIMITS.url),
  imageUrl: text(BUSINESS_LIMITS.url, "Image URL")
    .refine((v) => v === "" || isImageReference(v), INVALID_IMAGE_URL)
    .nullish(),
  tags: z
    .array(z.enum(BUSINESS_TAGS, { error: serverText("tagsFrom", { options: BUSINESS_TAGS.join(", ") }) }), { error: serverText("tagsList") })
    .max(BUSINESS_TAGS.length, serverText("tooManyTags"))
    .nullish(),
});
export type BusinessForm = z.infer<typeof businessFormSchema>;

export const createBusinessApplicationBodySchema = businessFormSchema;
export type CreateBusinessApplicationBody = BusinessForm;

export const updateBusinessBodySchema = businessFormSchema;
export type UpdateBusinessBody = BusinessForm;

/** Businesses per page of the directory (GET /api/businesses?cursor=). */
export const BUSINESSES_PAGE_SIZE = 20;

const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.union([item, z.array(item).max(BUSINESS_TAGS.length, serverText("tooManyTags"))]).transform((v) => (Array.isArray(v) ? v : [v]));

export const listBusinessesQuerySchema = z.object({
  businessType: z.enum([...BUSINESS_TYPES, "all"], { error: serverText("unknownBusinessType") }).optional(),
  city: z.string().trim().max(BUSINESS_LIMITS.city, serverText("cityTooLong")).optional(),
  search: z.string().trim().max(BUSINESS_LIMITS.search, serverText("searchIsTooLong")).optional(),
  tags: oneOrMany(z.enum(BUSINESS_TAGS, { error: serverText("unknownTag") })).optional(),
}).extend(pageQuery(BUSINESSES_PAGE_SIZE, 50).shape);
export type ListBusinessesQuery = z.infer<typeof listBusinessesQuerySchema>;

export const APPLICATION_STATUSES = ["pending", "approved", "rejected"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const listApplicationsQuerySchema = z.object({
  status: z.enum([...APPLICATION_STATUSES, "all"], { error: serverText("unknownStatus") }).optional(),
  scope: z.enum(["all", "mine"], { error: serverText("unknownScope") }).optional(),
});
export type ListApplicationsQuery = z.infer<typeof listApplicationsQuerySchema>;

export const approveApplicationBodySchema = z.object({
  adminNotes: optionalField(BUSINESS_LIMITS.adminNotes, "Admin notes"),
});
export type ApproveApplicationBody = z.infer<typeof approveApplicationBodySchema>;

export const rejectApplicationBodySchema = z.object({
  adminNotes: z
    .string({ error: REJECTION_REASON_REQUIRED })
    .trim()
    .min(1, REJECTION_REASON_REQUIRED)
    .max(BUSINESS_LIMITS.adminNotes, serverText("adminNotesTooLong", { max: BUSINESS_LIMITS.adminNotes })),
});
export type RejectApplicationBody = z.infer<typeof rejectApplicationBodySchema>;

export const extractNameBodySchema = z.object({
  url: z.string({ error: serverText("enterLink") }).trim().min(1, serverText("enterLink")).max(4096, serverText("linkTooLong")),
});
export type ExtractNameBody = z.infer<typeof extractNameBodySchema>;

import { z } from "zod";
import { BUSINESS_TAGS, BUSINESS_TYPES } from "@/lib/contract/businesses/constants";
import { pageQuery } from "@/lib/core/schema/page-query";
import { optionalText } from "@/lib/core/schema/text";

// PeerPicks request bodies and queries (spec 001 §5 "Business application and edit form"),
// shared by the application/edit forms, the route handlers and the tests.
export const BUSINESS_NAME_REQUIRED = "Business name is required";
export const INVALID_URL = "Please enter a valid URL";
export const INVALID_EMAIL = "Please enter a valid email";
export const INVALID_IMAGE_URL = "Please enter a valid image URL";
export const REJECTION_REASON_REQUIRED = "Please provide a reason for rejection.";

export const BUSINESS_LIMITS = {
  name: 120,
  description: 2000,
  address: 300,
  city: 100,
  phoneNumber: 40,
  website: 2048,
  email: 254,
  url: 2048,
  search: 200,
  adminNotes: 2000,
} as const;

const text = (max: number, label: string) =>
  z.string({ error: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`);

const optionalField = (max: number, label: string) =>
  optionalText(max, `${label} must be at most ${max} characters`, { notText: `${label} must be text` });

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** Object paths come from our upload endpoint; anything else must be an https URL. */
export function isImageReference(value: string): boolean {
  if (value.startsWith("/objects/")) return /^\/objects\/[A-Za-z0-9._\-/]{1,400}$/.test(value) && !value.includes("..");
  return isHttpUrl(value) && value.startsWith("https://");
}

const urlOrEmpty = (max: number) =>
  text(max, "URL")
    .refine((v) => v === "" || isHttpUrl(v), INVALID_URL)
    .nullish();

export const businessFormSchema = z.object({
  name: z
    .string({ error: BUSINESS_NAME_REQUIRED })
    .trim()
    .min(1, BUSINESS_NAME_REQUIRED)
    .max(BUSINESS_LIMITS.name, `Business name must be at most ${BUSINESS_LIMITS.name} characters`),
  businessType: z.enum(BUSINESS_TYPES, { error: `Business type must be one of: ${BUSINESS_TYPES.join(", ")}` }),
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
    .array(z.enum(BUSINESS_TAGS, { error: `Tags must be from: ${BUSINESS_TAGS.join(", ")}` }), { error: "Tags must be a list" })
    .max(BUSINESS_TAGS.length, "Too many tags")
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
  z.union([item, z.array(item).max(BUSINESS_TAGS.length, "Too many tags")]).transform((v) => (Array.isArray(v) ? v : [v]));

export const listBusinessesQuerySchema = z.object({
  businessType: z.enum([...BUSINESS_TYPES, "all"], { error: "Unknown business type" }).optional(),
  city: z.string().trim().max(BUSINESS_LIMITS.city, "City is too long").optional(),
  search: z.string().trim().max(BUSINESS_LIMITS.search, "Search is too long").optional(),
  tags: oneOrMany(z.enum(BUSINESS_TAGS, { error: "Unknown tag" })).optional(),
}).extend(pageQuery(BUSINESSES_PAGE_SIZE, 50).shape);
export type ListBusinessesQuery = z.infer<typeof listBusinessesQuerySchema>;

export const APPLICATION_STATUSES = ["pending", "approved", "rejected"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const listApplicationsQuerySchema = z.object({
  status: z.enum([...APPLICATION_STATUSES, "all"], { error: "Unknown status" }).optional(),
  scope: z.enum(["all", "mine"], { error: "Unknown scope" }).optional(),
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
    .max(BUSINESS_LIMITS.adminNotes, `Admin notes must be at most ${BUSINESS_LIMITS.adminNotes} characters`),
});
export type RejectApplicationBody = z.infer<typeof rejectApplicationBodySchema>;

export const extractNameBodySchema = z.object({
  url: z.string({ error: "Please enter a link" }).trim().min(1, "Please enter a link").max(4096, "Link is too long"),
});
export type ExtractNameBody = z.infer<typeof extractNameBodySchema>;

// The field limits of lib/contract/businesses/schemas.ts without zod, for client code that needs only them.
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

/** The smart search's query (lib/contract/businesses/ai-search-schema.ts). */
export const SMART_SEARCH_MAX = 500;

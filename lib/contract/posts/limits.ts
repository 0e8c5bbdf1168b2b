// The limits and texts of lib/contract/posts/schemas.ts without zod, for client code that needs only them.
export const CAPTION_MAX = 2200;
export const LOCATION_MAX = 100;
export const MEDIA_MAX = 10;
export const NO_MEDIA = "Please upload at least one image or video first";
export const INVALID_AUDIENCE = "Choose who can see this post";

// The limits and texts of lib/contract/posts/schemas.ts without zod, for client code that needs only them.
import { serverText } from "@/lib/core/server-text";

export const CAPTION_MAX = 2200;
export const LOCATION_MAX = 100;
export const MEDIA_MAX = 10;
export const NO_MEDIA = serverText("uploadMediaFirst");
export const INVALID_AUDIENCE = serverText("chooseAudiencePost");

import { z } from "zod";
import { acceptsKind, maxBytesFor, UPLOAD_PURPOSES, type MediaKind, type UploadPurpose } from "@/lib/contract/media/purposes";
import { serverText } from "@/lib/core/server-text";

// The upload handshake's bodies and the spec's media messages, shared by the client helper, the
// Add Media dialog, the handlers and the tests.

/** POST /api/objects/upload: the spec's client sends no body; ours may hint the purpose so the PUT enforces its limit. */
export const createUploadBodySchema = z
  .object({ purpose: z.enum(UPLOAD_PURPOSES as [UploadPurpose, ...UploadPurpose[]]).optional() })
  .strip();
export type CreateUploadBody = z.infer<typeof createUploadBodySchema>;

const uploadUrl = z.string({ error: serverText("invalidUploadUrl") }).min(1, serverText("invalidUploadUrl")).max(2048, serverText("invalidUploadUrl"));

/** The body of a registration endpoint: { [field]: uploadURL }, e.g. registerUploadBodySchema("imageURL"). */
export function registerUploadBodySchema<F extends string>(field: F): z.ZodType<Record<F, string>> {
  return z.object({ [field]: uploadUrl }) as unknown as z.ZodType<Record<F, string>>;
}

const MB = 1024 * 1024;

/** The spec's wording when a file is of a kind the purpose does not take. */
export function mediaTypeMessage(purpose: UploadPurpose): string {
  const image = acceptsKind(purpose, "image");
  const video = acceptsKind(purpose, "video");
  if (image && video) return serverText("selectImageOrVideo");
  if (purpose === "profile") return serverText("selectImageDot"); // spec 5: 'Invalid File: Please select an image file.'
  return image ? serverText("selectImage") : serverText("selectVideo");
}

/** The spec's wording when a file is over the purpose's limit for its kind. */
export function mediaSizeMessage(purpose: UploadPurpose, kind: MediaKind): string {
  const max = Math.round((maxBytesFor(purpose, kind) ?? 0) / MB);
  if (purpose === "profile") return serverText("imageTooLarge", { max });
  return serverText("fileTooLarge", { max });
}

export const HEIC_MESSAGE = serverText("heic");
export const INVALID_MEDIA_MESSAGE = serverText("invalidMedia");
export const INVALID_UPLOAD_URL_MESSAGE = serverText("invalidUploadUrl");

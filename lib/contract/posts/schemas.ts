import { z } from "zod";
import { POST_AUDIENCES } from "@/lib/contract/audience/types";
import { pageQuery } from "@/lib/core/schema/page-query";
import {
  altTextEditSchema,
  altTextSchema,
  CONTENT_WARNING_MAX,
  CONTENT_WARNING_TOO_LONG,
  contentWarningEditSchema,
  contentWarningSchema,
} from "@/lib/core/schema/media-text";
import { clearableText, nullableText } from "@/lib/core/schema/text";
import { CAPTION_MAX, INVALID_AUDIENCE, LOCATION_MAX, MEDIA_MAX, NO_MEDIA } from "./limits";
import { serverText } from "@/lib/core/server-text";

// Request bodies and queries of /api/posts/*, shared by the create form, the handlers and the tests.
export * from "./limits";
const CAPTION_TOO_LONG = serverText("captionTooLong", { max: CAPTION_MAX });
const LOCATION_TOO_LONG = serverText("locationTooLong", { max: LOCATION_MAX });

const postAudience = z.enum(POST_AUDIENCES, { error: INVALID_AUDIENCE });

const objectPath = z.string({ error: serverText("invalidMedia") }).trim().min(1, serverText("invalidMedia")).max(300, serverText("invalidMedia"));

export const mediaFileSchema = z.object({
  url: objectPath,
  type: z.enum(["image", "video"], { error: serverText("selectImageOrVideo") }),
  altText: altTextSchema,
});

export const createPostBodySchema = z
  .object({
    mediaFiles: z.array(mediaFileSchema, { error: NO_MEDIA }).max(MEDIA_MAX, serverText("tooManyFiles", { max: MEDIA_MAX })).optional(),
    imageUrl: objectPath.nullish(),
    caption: nullableText(CAPTION_MAX, CAPTION_TOO_LONG),
    location: nullableText(LOCATION_MAX, LOCATION_TOO_LONG),
    audience: postAudience.default("everyone"),
    contentWarning: contentWarningSchema,
  })
  .transform(({ mediaFiles, imageUrl, ...rest }) => ({
    ...rest,
    // The spec's client sends mediaFiles plus imageUrl (the first); an older client only imageUrl.
    media: mediaFiles?.length ? mediaFiles : imageUrl ? [{ url: imageUrl, type: "image" as const, altText: null }] : [],
  }))
  .refine((v) => v.media.length > 0, { message: NO_MEDIA });
export type CreatePostBody = z.input<typeof createPostBodySchema>;

/** The /create form: caption, location and content warning; media (and their alt text) are tracked outside the form. */
export const createPostFormSchema = z.object({
  caption: z.string().max(CAPTION_MAX, CAPTION_TOO_LONG),
  location: z.string().max(LOCATION_MAX, LOCATION_TOO_LONG),
  audience: postAudience,
  contentWarning: z.string().max(CONTENT_WARNING_MAX, CONTENT_WARNING_TOO_LONG),
});
export type CreatePostForm = z.infer<typeof createPostFormSchema>;

export const PAGE_DEFAULT = 20;
export const PAGE_MAX = 50;

/** Feed and explore: `?cursor=&limit=`; the cursor is opaque (lib/core/paging/cursor.ts). */
export const pageQuerySchema = pageQuery(PAGE_DEFAULT, PAGE_MAX);
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A profile's posts and saved posts: larger pages, since the grid shows them all at once. */
export const profileListQuerySchema = pageQuery(60, 100);

export const NOTHING_TO_UPDATE = serverText("nothingToUpdate");

/** An edit of one media item's alt text, found by its address within the post. */
const mediaAltEditSchema = z.object({ url: objectPath, altText: altTextEditSchema });

/**
 * PUT /api/posts/{id}: caption, location, audience, content warning and/or the media's alt text,
 * the create form's limits; null or "" clears a text field.
 */
export const updatePostBodySchema = z
  .object({
    caption: clearableText(CAPTION_MAX, CAPTION_TOO_LONG),
    location: clearableText(LOCATION_MAX, LOCATION_TOO_LONG),
    audience: postAudience.optional(),
    contentWarning: contentWarningEditSchema,
    mediaFiles: z.array(mediaAltEditSchema, { error: serverText("invalidMedia") }).max(MEDIA_MAX, serverText("invalidMedia")).optional(),
  })
  .refine(
    (v) => v.caption !== undefined || v.location !== undefined || v.audience !== undefined || v.contentWarning !== undefined || v.mediaFiles?.length,
    { message: NOTHING_TO_UPDATE },
  );
export type UpdatePostBody = z.input<typeof updatePostBodySchema>;

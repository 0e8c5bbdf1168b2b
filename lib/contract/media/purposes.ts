export type MediaKind = "image" | "video";

export const MB = 1024 * 1024;

type PurposeRule = { readonly [K in MediaKind]?: number };

// Size limit per media kind for each registration endpoint; a missing kind is not accepted.
export const PURPOSES = {
  post: { image: 10 * MB, video: 50 * MB }, // PUT /api/post-images
  // The spec shows no limit for comment media; we reuse the post video limit and the common image limit.
  comment: { image: 10 * MB, video: 50 * MB }, // PUT /api/comment-media
  message: { image: 10 * MB, video: 50 * MB }, // PUT /api/message-media: the comment media limits
  profile: { image: 50 * MB }, // PUT /api/profile-images
  background: { video: 50 * MB }, // PUT /api/background-videos
  story: { image: 10 * MB, video: 10 * MB }, // PUT /api/story-images
  venue: { image: 10 * MB }, // PUT /api/venue-images
  review: { image: 10 * MB }, // PUT /api/review-images
  business: { image: 100 * MB }, // PUT /api/business-images, application form
  "business-edit": { image: 10 * MB }, // PUT /api/business-images, edit screen
} as const satisfies Record<string, PurposeRule>;

export type UploadPurpose = keyof typeof PURPOSES;

export const UPLOAD_PURPOSES = Object.keys(PURPOSES) as UploadPurpose[];

export function isUploadPurpose(value: unknown): value is UploadPurpose {
  return typeof value === "string" && Object.hasOwn(PURPOSES, value);
}

/** Byte limit for this purpose and kind, or null when the purpose does not take that kind. */
export function maxBytesFor(purpose: UploadPurpose, kind: MediaKind): number | null {
  const rule: PurposeRule = PURPOSES[purpose];
  return rule[kind] ?? null;
}

export function acceptsKind(purpose: UploadPurpose, kind: MediaKind): boolean {
  return maxBytesFor(purpose, kind) !== null;
}

function largest(kind?: MediaKind): number {
  const rules: PurposeRule[] = Object.values(PURPOSES);
  const sizes = rules.flatMap((r) => (kind ? [r[kind] ?? 0] : [r.image ?? 0, r.video ?? 0]));
  return Math.max(...sizes);
}

// The raw PUT happens before the purpose is known, so it can only enforce these ceilings.
export const MAX_UPLOAD_BYTES = largest();
export const MAX_UPLOAD_BYTES_BY_KIND: Readonly<Record<MediaKind, number>> = {
  image: largest("image"),
  video: largest("video"),
};

import type { UploadPurpose } from "@/lib/contract/media/purposes";

// The registration endpoints: which purpose each registers and the body field it reads.
export const REGISTRATION_ENDPOINTS = {
  "/api/post-images": { purpose: "post", field: "imageURL" },
  "/api/comment-media": { purpose: "comment", field: "mediaURL" },
  "/api/message-media": { purpose: "message", field: "mediaURL" },
  "/api/profile-images": { purpose: "profile", field: "profileImageURL" },
  "/api/background-videos": { purpose: "background", field: "backgroundVideoURL" },
  "/api/story-images": { purpose: "story", field: "imageURL" },
  "/api/venue-images": { purpose: "venue", field: "venueImageURL" },
  "/api/business-images": { purpose: "business", field: "businessImageURL" },
  "/api/review-images": { purpose: "review", field: "reviewImageURL" },
} as const satisfies Record<string, { purpose: UploadPurpose; field: string }>;

export type RegistrationEndpoint = keyof typeof REGISTRATION_ENDPOINTS;

export function purposeForEndpoint(url: string): UploadPurpose | undefined {
  const path = url.split("?")[0] as RegistrationEndpoint;
  return Object.hasOwn(REGISTRATION_ENDPOINTS, path) ? REGISTRATION_ENDPOINTS[path].purpose : undefined;
}

/** The upload address path: /api/uploads/<one-time token>. */
export const UPLOAD_PATH_PREFIX = "/api/uploads/";
export const OBJECT_PATH_PREFIX = "/objects/";

/** Where a direct upload (S3) lands before registration checks it: named by the token's SHA-256. */
export const incomingKey = (tokenHash: string) => `incoming/${tokenHash}`;

// server-only, loaded outside Next too
import { getSettings } from "@/lib/core/env";

// S3 settings from the environment, apart from the SDK so the proxy (CSP) can read the origin cheaply.
export type S3Settings = {
  bucket: string;
  endpoint?: string;
  /** where browsers PUT direct uploads, when not at `endpoint` */
  publicEndpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};

export function s3SettingsFromEnv(): S3Settings | null {
  const s = getSettings();
  if (!s.S3_BUCKET) return null;
  return {
    bucket: s.S3_BUCKET,
    endpoint: s.S3_ENDPOINT,
    publicEndpoint: s.S3_PUBLIC_ENDPOINT,
    region: s.S3_REGION ?? "us-east-1",
    accessKeyId: s.S3_ACCESS_KEY_ID,
    secretAccessKey: s.S3_SECRET_ACCESS_KEY,
    forcePathStyle: s.S3_FORCE_PATH_STYLE,
  };
}

/** The origin browsers PUT direct uploads to (for the CSP's connect-src), or null without S3. */
export function s3Origin(settings = s3SettingsFromEnv()): string | null {
  if (!settings) return null;
  const endpoint = settings.publicEndpoint ?? settings.endpoint;
  if (endpoint) return new URL(endpoint).origin;
  return `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`;
}

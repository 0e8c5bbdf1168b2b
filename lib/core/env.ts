import { z } from "zod";
import { readLimit, THROTTLE_RULES, type ThrottleRule } from "@/lib/core/throttle-rules";

// Every environment variable the app reads, in one schema. instrumentation.ts checks them all when
// the server starts. A production server validates once and keeps the result (the environment of a
// running server does not change; re-reading ~50 variables cost 2% of a feed request). Elsewhere the
// readers see the current values on each call (tests change process.env) and parse again only when
// one changed. Nothing is read at import, so `next build` works without a database.
const unsetWhenBlank = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const text = z.preprocess(unsetWhenBlank, z.string().optional());
const flag = z.string().optional().transform((value) => value === "1");

type ThrottleVariable = (typeof THROTTLE_RULES)[ThrottleRule]["env"];
const throttleLimit = z
  .string()
  .refine((value) => readLimit(value) !== null, "must be count/seconds with two positive integers, like 25/300")
  .optional();
const throttleShape = Object.fromEntries(Object.values(THROTTLE_RULES).map(({ env }) => [env, throttleLimit])) as Record<
  ThrottleVariable,
  typeof throttleLimit
>;

const cacheMessage = "NIJI_SESSION_CACHE_MS must be a whole number of milliseconds from 0 to 1000";
const poolMessage = "NIJI_DB_POOL_MAX must be a positive whole number";
const millis = (name: string) => {
  const message = `${name} must be a whole number of milliseconds from 100 to 60000`;
  return z.coerce.number(message).int(message).min(100, message).max(60_000, message);
};
const settingsSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"], "NODE_ENV must be development, production or test").default("development"),
  NIJI_DB_POOL_MAX: z.coerce.number(poolMessage).int(poolMessage).positive(poolMessage).default(10),
  NIJI_DB_QUERY_EVENTS: flag,
  /** longest one SQL statement may run (ms; default 3000, 15000 on a one-connection pool): then 503, also when the database stops answering */
  NIJI_DB_STATEMENT_TIMEOUT_MS: millis("NIJI_DB_STATEMENT_TIMEOUT_MS").optional(),
  /** longest a request waits for a pool connection (ms; default 1000, 15000 on a one-connection pool) */
  NIJI_DB_ACQUIRE_TIMEOUT_MS: millis("NIJI_DB_ACQUIRE_TIMEOUT_MS").optional(),
  /** longest one statement of the long-work client may run (ms; default 60000): account deletion (lib/data/db.ts, longWorkDb) */
  NIJI_DB_LONG_STATEMENT_TIMEOUT_MS: millis("NIJI_DB_LONG_STATEMENT_TIMEOUT_MS").optional(),
  /** how long a process keeps a member's session row (ms, 0-1000; default 500): a revoked session is refused everywhere within it */
  NIJI_SESSION_CACHE_MS: z.coerce.number(cacheMessage).int(cacheMessage).min(0, cacheMessage).max(1000, cacheMessage).default(500),
  NIJI_DEV_TOOLS: flag,
  NIJI_PUBLIC_URL: z.preprocess(
    (value) => (typeof value === "string" ? unsetWhenBlank(value.trim()) : value),
    z.url({ protocol: /^https?$/, error: "NIJI_PUBLIC_URL must be an http(s) address like https://niji.example.jp" }).optional(),
  ),
  NIJI_TRUSTED_PROXIES: z
    .string()
    .regex(/^\s*$|^\d+$|^[0-9a-fA-F:.\/,\s]+$/, "NIJI_TRUSTED_PROXIES must be a hop count or a comma list of addresses/CIDRs")
    .optional(),
  /** live message delivery: auto (LISTEN/NOTIFY on PostgreSQL, in-process on the embedded PGlite), postgres, memory */
  NIJI_REALTIME: z.enum(["auto", "postgres", "memory"], "NIJI_REALTIME must be auto, postgres or memory").default("auto"),
  UPLOADS_DIR: text,
  /** shared throttles and live-event pub/sub across instances (optional; memory without it) */
  REDIS_URL: z.preprocess(unsetWhenBlank, z.url({ protocol: /^rediss?$/, error: "REDIS_URL must be a redis:// or rediss:// address" }).optional()),
  /** prefix of every Redis key and channel, so several apps (or test runs) can share one Redis */
  REDIS_PREFIX: z.preprocess(unsetWhenBlank, z.string().regex(/^[A-Za-z0-9:_-]{1,40}$/, "REDIS_PREFIX must be 1-40 letters, digits, ':', '_' or '-'").default("niji:")),
  /** S3-compatible object storage (AWS S3, Cloudflare R2, MinIO): chosen when S3_BUCKET is set */
  S3_BUCKET: text,
  S3_ENDPOINT: z.preprocess(unsetWhenBlank, z.url({ protocol: /^https?$/, error: "S3_ENDPOINT must be an http(s) address" }).optional()),
  /** the store's address as browsers reach it, when it differs from S3_ENDPOINT (e.g. http://minio:9000 inside compose) */
  S3_PUBLIC_ENDPOINT: z.preprocess(unsetWhenBlank, z.url({ protocol: /^https?$/, error: "S3_PUBLIC_ENDPOINT must be an http(s) address" }).optional()),
  S3_REGION: text,
  S3_ACCESS_KEY_ID: text,
  S3_SECRET_ACCESS_KEY: text,
  /** path-style addresses (MinIO, s3rver); virtual-hosted style otherwise */
  S3_FORCE_PATH_STYLE: flag,
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], "LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent")
    .optional(),
  /** bearer token for GET /api/metrics; without it the endpoint answers 404 */
  METRICS_TOKEN: text,
  /** scheduled purges: on unless NIJI_JOBS=0 */
  NIJI_JOBS: z.enum(["0", "1"], "NIJI_JOBS must be 0 or 1").default("1"),
  NIJI_JOBS_INTERVAL_SECONDS: z.coerce.number("NIJI_JOBS_INTERVAL_SECONDS must be a whole number of seconds").int().positive().default(900),
  /** home timeline: authors with more followers than this are merged into feeds at read time instead of fanned out on write */
  NIJI_TIMELINE_FANOUT_MAX: z.coerce.number("NIJI_TIMELINE_FANOUT_MAX must be a whole number of followers").int().nonnegative().default(10_000),
  /** server processes of `npm start` on one port: a number, or auto (one per core); default 1 */
  NIJI_WORKERS: z.preprocess(unsetWhenBlank, z.string().regex(/^(auto|[1-9]\d?)$/, "NIJI_WORKERS must be auto or a number of workers from 1 to 99").optional()),
  /** the feed and explore pages answered by their handlers without Next's router (lib/server/ops/direct-routes.ts): on unless 0 */
  NIJI_DIRECT_ROUTES: z.enum(["0", "1"], "NIJI_DIRECT_ROUTES must be 0 or 1").default("1"),
  NIJI_SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number("NIJI_SHUTDOWN_TIMEOUT_SECONDS must be a whole number of seconds").int().positive().default(25),
  /** outgoing mail: smtp://user:pass@host:port or smtps://…; unset: mails are written as .eml files to MAIL_DIR */
  SMTP_URL: z.preprocess(unsetWhenBlank, z.url({ protocol: /^smtps?$/, error: "SMTP_URL must be an smtp:// or smtps:// address" }).optional()),
  /** the sender address of every mail (default: no-reply at NIJI_PUBLIC_URL's host); the display name is chosen per mail */
  MAIL_FROM: z.preprocess(unsetWhenBlank, z.email({ error: "MAIL_FROM must be a bare address like no-reply@niji.example.jp" }).optional()),
  /** where mails go without SMTP_URL (default .data/mail) */
  MAIL_DIR: text,
  /** required: every admin endpoint answers 403 two_factor_required until that admin has turned two-factor sign-in on */
  NIJI_ADMIN_2FA: z.enum(["optional", "required"], "NIJI_ADMIN_2FA must be optional or required").default("optional"),
  /** Web Push (VAPID, base64url as web-push generates them): push is on when both keys are set; `npm run app` makes a pair in .data/ */
  VAPID_PUBLIC_KEY: z.preprocess(unsetWhenBlank, z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, "VAPID_PUBLIC_KEY must be a base64url P-256 public key (npx web-push generate-vapid-keys)").optional()),
  VAPID_PRIVATE_KEY: z.preprocess(unsetWhenBlank, z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, "VAPID_PRIVATE_KEY must be a base64url P-256 private key (npx web-push generate-vapid-keys)").optional()),
  /** who push services may contact about our pushes: mailto: or https: (default: NIJI_PUBLIC_URL when https, else mailto:no-reply at its host) */
  VAPID_SUBJECT: z.preprocess(unsetWhenBlank, z.string().regex(/^(mailto:[^\s]+|https:\/\/[^\s]+)$/, "VAPID_SUBJECT must be a mailto: or https: address").optional()),
  /** push services a subscription may name (comma list, "*." prefixes allowed); default the browsers' own; a loopback literal also allows http */
  NIJI_PUSH_ENDPOINT_HOSTS: text,
  BLOB_READ_WRITE_TOKEN: text,
  SMART_SEARCH_LLM_URL: z.preprocess(unsetWhenBlank, z.url({ protocol: /^https?$/, error: "SMART_SEARCH_LLM_URL must be an http(s) address" }).optional()),
  SMART_SEARCH_LLM_KEY: text,
  SMART_SEARCH_LLM_MODEL: text,
  ...throttleShape,
});

const missingDatabase = "DATABASE_URL is missing: run `npm run app` for the embedded database or set it to a PostgreSQL URL";
const shortSecret = "AUTH_SECRET is missing or shorter than 16 characters";
const envSchema = settingsSchema.extend({
  DATABASE_URL: z.string(missingDatabase).min(1, missingDatabase),
  AUTH_SECRET: z.string(shortSecret).min(16, shortSecret),
});

/** Everything but the database URL and the session secret: readable without a database (build, unit tests). */
export type Settings = z.infer<typeof settingsSchema>;
export type Env = z.infer<typeof envSchema>;

function reader<T>(schema: z.ZodType<T>, names: string[]) {
  let cached: { key: string; value: T } | null = null;
  return (): T => {
    if (cached && cached.key === "production") return cached.value;
    const source: Record<string, string | undefined> = {};
    for (const name of names) source[name] = process.env[name];
    source.AUTH_SECRET ??= process.env.NEXTAUTH_SECRET;
    const key = JSON.stringify(source);
    if (cached?.key === key) return cached.value;
    const parsed = schema.safeParse(source);
    if (!parsed.success) throw new Error(describeIssues(parsed.error));
    cached = { key: process.env.NODE_ENV === "production" && process.env.VITEST === undefined ? "production" : key, value: parsed.data };
    return parsed.data;
  };
}

export function describeIssues(error: z.ZodError) {
  const lines = error.issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`);
  return `Invalid environment:\n${lines.join("\n")}`;
}

/** The validated environment, database URL and session secret included; throws listing every bad variable. */
export const getEnv = reader(envSchema, Object.keys(envSchema.shape));

/** The validated settings, without the database URL and session secret. */
export const getSettings = reader(settingsSchema, Object.keys(settingsSchema.shape));

/** Development helpers ('Add Test Content') exist outside production, or when NIJI_DEV_TOOLS=1 (browser journeys on a production build). */
export function devToolsEnabled() {
  const { NODE_ENV, NIJI_DEV_TOOLS } = getSettings();
  return NODE_ENV !== "production" || NIJI_DEV_TOOLS;
}

/** Mail is configured (SMTP_URL set): sign-up then needs a confirmed address, and an address change waits for its link. */
export function mailConfigured(): boolean {
  return getSettings().SMTP_URL !== undefined;
}

/** Web Push is configured: both VAPID keys are set (GET /api/push/public-key answers 404 otherwise). */
export function pushConfigured(): boolean {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY } = getSettings();
  return VAPID_PUBLIC_KEY !== undefined && VAPID_PRIVATE_KEY !== undefined;
}

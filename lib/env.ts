import { z } from "zod";

// Validated environment. Read lazily so `next build` works without a database.
const envSchema = z.object({
  DATABASE_URL: z.string().min(1, "DATABASE_URL is missing: run `npm run app` for the embedded database or set it to a PostgreSQL URL"),
  AUTH_SECRET: z.string().min(16, "AUTH_SECRET is missing or shorter than 16 characters"),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  NIJI_DB_POOL_MAX: z.coerce.number().int().positive().default(10),
  NIJI_PUBLIC_URL: z.url({ protocol: /^https?$/, error: "NIJI_PUBLIC_URL must be an http(s) address like https://niji.example.jp" }).optional(),
  NIJI_TRUSTED_PROXIES: z
    .string()
    .regex(/^\s*$|^\d+$|^[0-9a-fA-F:.\/,\s]+$/, "NIJI_TRUSTED_PROXIES must be a hop count or a comma list of addresses/CIDRs")
    .optional(),
  BLOB_READ_WRITE_TOKEN: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

export function getEnv(): Env {
  const parsed = envSchema.safeParse({
    ...process.env,
    AUTH_SECRET: process.env.AUTH_SECRET ?? process.env.NEXTAUTH_SECRET,
  });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

/** Development helpers ('Add Test Content') exist outside production, or when NIJI_DEV_TOOLS=1 (browser journeys on a production build). */
export function devToolsEnabled() {
  return process.env.NODE_ENV !== "production" || process.env.NIJI_DEV_TOOLS === "1";
}

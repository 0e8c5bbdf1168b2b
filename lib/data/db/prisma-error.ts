// server-only, loaded outside Next too
// Prisma's request errors carry a code such as "P2002" (https://www.prisma.io/docs/orm/reference/error-reference).
// These read it from any thrown value, so services and the error table check codes one way.
export const UNIQUE_VIOLATION = "P2002";
export const FOREIGN_KEY_VIOLATION = "P2003";

export function prismaErrorCode(error: unknown): string | null {
  if (typeof error !== "object" || error === null) return null;
  const { code } = error as { code?: unknown };
  return typeof code === "string" && /^P\d{4}$/.test(code) ? code : null;
}

export function isUniqueViolation(error: unknown): boolean {
  // a statement on the raw pool (lib/data/db/raw.ts) fails with PostgreSQL's own code
  return prismaErrorCode(error) === UNIQUE_VIOLATION || (error as { code?: unknown } | null)?.code === "23505";
}

/** The error's meta (which names the clashing constraint or columns) as text, "" when it has none. */
export function prismaErrorMeta(error: unknown): string {
  return JSON.stringify((error as { meta?: unknown }).meta ?? "");
}

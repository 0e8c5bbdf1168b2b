import "server-only";
import { log } from "@/lib/core/log";

// PostgreSQL ends one transaction of a deadlock (40P01) or of a serialization conflict (40001); the pg
// adapter reports both as TransactionWriteConflict and Prisma as P2034. The transaction did nothing:
// running it again is safe, and is what PostgreSQL's manual asks of the application.
const PG_CODES = new Set(["40P01", "40001"]);

type Loose = { code?: unknown; kind?: unknown; originalCode?: unknown; cause?: unknown; meta?: { driverAdapterError?: unknown } };

export function isSerializationFailure(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 5) return false;
  const e = error as Loose;
  if (e.code === "P2034" || e.kind === "TransactionWriteConflict") return true;
  if ((typeof e.code === "string" && PG_CODES.has(e.code)) || (typeof e.originalCode === "string" && PG_CODES.has(e.originalCode))) return true;
  return isSerializationFailure(e.meta?.driverAdapterError, depth + 1) || isSerializationFailure(e.cause, depth + 1);
}

/** Runs `transaction` again (up to `retries` times) when PostgreSQL ended it as a deadlock's or a serialization conflict's loser. */
export async function retryOnSerializationFailure<T>(what: string, transaction: () => Promise<T>, retries = 2): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= retries || !isSerializationFailure(error)) throw error;
      log().warn({ err: error, what, attempt: attempt + 1 }, "transaction ended by a deadlock or serialization failure; running it again");
    }
  }
}

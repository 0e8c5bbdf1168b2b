import "server-only";
// Is this error the database being unreachable (stopped, restarting, network cut) rather than a bad
// query? Those answer 503 with Retry-After; the pool reconnects on its own when the server returns.
// (P2028: a transaction that could not start, or finish, in time: the database is not answering)
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2028"]);
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections", "DatabaseAccessDenied"]);
const NODE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"]);
// PostgreSQL: admin/crash shutdown, cannot connect now, the connection exception class (08xxx), and a
// statement cancelled by statement_timeout (57014: a 503 for the member too, but a slow query rather
// than an outage, so it is logged apart: isStatementCancelled, and lib/data/db.ts logs the statement)
const PG_CODE = /^(57P0[123]|57014|08\d\d\d)$/;
const CANCELLED = "57014";
// pg: connection lost, no pool connection in time (connectionTimeoutMillis), no answer in time (query_timeout)
const MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Can't reach database server|server closed the connection/i;

type Loose = { code?: unknown; kind?: unknown; originalCode?: unknown; message?: unknown; cause?: unknown; meta?: { driverAdapterError?: unknown } };

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 5) return false;
  const e = error as Loose;
  if (typeof e.code === "string" && (PRISMA_CODES.has(e.code) || NODE_CODES.has(e.code) || PG_CODE.test(e.code))) return true;
  if (typeof e.kind === "string" && ADAPTER_KINDS.has(e.kind)) return true;
  if (typeof e.originalCode === "string" && PG_CODE.test(e.originalCode)) return true;
  if (typeof e.message === "string" && MESSAGES.test(e.message)) return true;
  return isDatabaseUnavailable(e.meta?.driverAdapterError, depth + 1) || isDatabaseUnavailable(e.cause, depth + 1);
}

/** Was this the server cancelling a statement that ran past statement_timeout (57014)? */
export function isStatementCancelled(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 5) return false;
  const e = error as Loose;
  if (e.code === CANCELLED || e.originalCode === CANCELLED) return true;
  return isStatementCancelled(e.meta?.driverAdapterError, depth + 1) || isStatementCancelled(e.cause, depth + 1);
}

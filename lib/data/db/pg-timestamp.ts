import "server-only";
/** pg's type OID of `timestamp without time zone`; our columns hold UTC. */
export const TIMESTAMP_OID = 1114;

const PG_TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?$/;

/**
 * A `timestamp` column's text as the API writes instants: ISO 8601 in UTC with milliseconds, the
 * string Date gives for it (`new Date("2026-11-26T12:00:00.123456Z").toISOString()`), built without a
 * Date (docs/decisions/performance.md). Other shapes (years outside 0000-9999, never written by the
 * app) go through Date as before.
 */
export function timestampToIso(value: string): string {
  const match = PG_TIMESTAMP.exec(value);
  if (!match) return new Date(`${value.replace(" ", "T")}Z`).toISOString();
  const millis = (match[3] ?? "").slice(0, 3).padEnd(3, "0");
  return `${match[1]}T${match[2]}.${millis}Z`;
}

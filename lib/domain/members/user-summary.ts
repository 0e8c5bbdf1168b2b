import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { UserSummary } from "@/lib/contract/users/types";

/**
 * The one selection of a member shown as a summary (avatar, name, username): beside a post, comment,
 * review, story, message, report or audit entry, and in every list of people. Map it with
 * toUserSummary; raw SQL selects the same through userSummarySql.
 */
export const userSummarySelect = {
  id: true,
  username: true,
  name: true,
  firstName: true,
  lastName: true,
  profileImageUrl: true,
  // answered as profileImageWidths, beside profileImageUrl, when there are some (docs/decisions/media.md)
  profileImageVariantWidths: true,
} as const satisfies Prisma.UserSelect & Record<Exclude<keyof UserSummary, "profileImageWidths">, true>;

export type UserSummaryRow = Prisma.UserGetPayload<{ select: typeof userSummarySelect }>;

type SummaryField = Exclude<keyof UserSummary, "profileImageWidths">;
const SUMMARY_FIELDS = Object.keys(userSummarySelect).filter((f) => f !== "profileImageVariantWidths") as SummaryField[];

/** userSummarySelect inside raw SQL: the summary of the User row `alias` as one JSON object (map it with toUserSummary). */
export function userSummarySql(alias: string): Prisma.Sql {
  return Prisma.raw(`json_build_object(${Object.keys(userSummarySelect).map((f) => `'${f}', ${alias}."${f}"`).join(", ")})`);
}

type SummaryColumn = keyof typeof userSummarySelect;
/** A row carrying userSummaryColumnsSql's columns, named with `prefix`. */
export type UserSummaryColumns<P extends string> = { [K in SummaryColumn as `${P}${K}`]: UserSummaryRow[K] };

/**
 * userSummarySelect inside raw SQL as plain columns named `prefix` + field (read them back with
 * userSummaryFromColumns): where a statement answers many rows (a post page), PostgreSQL builds one JSON
 * object per row for userSummarySql, ~10 % of a feed page's CPU (docs/decisions/performance.md).
 */
export function userSummaryColumnsSql(alias: string, prefix: string): Prisma.Sql {
  return Prisma.raw(Object.keys(userSummarySelect).map((f) => `${alias}."${f}" AS "${prefix}${f}"`).join(", "));
}

/** The summary row of userSummaryColumnsSql's columns (for toUserSummary). */
export function userSummaryFromColumns<P extends string>(row: UserSummaryColumns<P>, prefix: P): UserSummaryRow {
  const columns = row as unknown as Record<string, unknown>;
  // a loop over names joined once per prefix, not Object.fromEntries over names joined per row: a post
  // page maps 20 authors, and this was ~35 µs of its server CPU (issue #34)
  const summary: Record<string, unknown> = {};
  for (const [field, column] of summaryColumnsOf(prefix)) summary[field] = columns[column];
  return summary as UserSummaryRow;
}

const SUMMARY_COLUMNS = Object.keys(userSummarySelect) as SummaryColumn[];
const columnsByPrefix = new Map<string, [SummaryColumn, string][]>();
/** Each summary field with its column's name under `prefix` (a few prefixes, each joined once). */
function summaryColumnsOf(prefix: string): [SummaryColumn, string][] {
  let columns = columnsByPrefix.get(prefix);
  if (!columns) {
    columns = SUMMARY_COLUMNS.map((field) => [field, prefix + field]);
    columnsByPrefix.set(prefix, columns);
  }
  return columns;
}

/**
 * The one mapper of a member summary: the UserSummary reply, or only `fields` (in that order) for a
 * reply whose shape names fewer (a story's owner, a blocked member, a business's owner…). With the
 * photo go the widths of its WebP variants, when there are some.
 */
export function toUserSummary(row: UserSummaryRow): UserSummary;
export function toUserSummary<K extends SummaryField>(row: UserSummaryRow, fields: readonly K[]): Pick<UserSummary, K | "profileImageWidths">;
export function toUserSummary(row: UserSummaryRow, fields: readonly SummaryField[] = SUMMARY_FIELDS): Partial<UserSummary> {
  const summary: Partial<UserSummary> = {};
  for (const f of fields) (summary as Record<SummaryField, unknown>)[f] = row[f];
  if (fields.includes("profileImageUrl") && row.profileImageUrl && row.profileImageVariantWidths?.length) summary.profileImageWidths = row.profileImageVariantWidths;
  return summary;
}

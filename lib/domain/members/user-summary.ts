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
} as const satisfies Prisma.UserSelect & Record<keyof UserSummary, true>;

export type UserSummaryRow = Prisma.UserGetPayload<{ select: typeof userSummarySelect }>;

const SUMMARY_FIELDS = Object.keys(userSummarySelect) as (keyof UserSummary)[];

/** userSummarySelect inside raw SQL: the summary of the User row `alias` as one JSON object (map it with toUserSummary). */
export function userSummarySql(alias: string): Prisma.Sql {
  return Prisma.raw(`json_build_object(${SUMMARY_FIELDS.map((f) => `'${f}', ${alias}."${f}"`).join(", ")})`);
}

/**
 * The one mapper of a member summary: the UserSummary reply, or only `fields` (in that order) for a
 * reply whose shape names fewer (a story's owner, a blocked member, a business's owner…).
 */
export function toUserSummary(row: UserSummaryRow): UserSummary;
export function toUserSummary<K extends keyof UserSummary>(row: UserSummaryRow, fields: readonly K[]): Pick<UserSummary, K>;
export function toUserSummary(row: UserSummaryRow, fields: readonly (keyof UserSummary)[] = SUMMARY_FIELDS): Partial<UserSummary> {
  return Object.fromEntries(fields.map((f) => [f, row[f]]));
}

import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { toUserSummary, userSummarySelect } from "@/lib/domain/members/user-summary";
import type { FollowRequestDto } from "@/lib/contract/users/types";
import { serverText } from "@/lib/core/server-text";

export const FOLLOW_REQUEST_NOT_FOUND = serverText("followRequestNotFound");

export const followRequestSelect = {
  id: true,
  createdAt: true,
  requester: { select: userSummarySelect },
} as const satisfies Prisma.FollowRequestSelect;

type Row = Prisma.FollowRequestGetPayload<{ select: typeof followRequestSelect }>;

export function toFollowRequestDto(row: Row): FollowRequestDto {
  return { id: row.id, user: toUserSummary(row.requester), createdAt: row.createdAt.toISOString() };
}

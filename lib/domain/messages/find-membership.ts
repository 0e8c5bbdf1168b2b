import "server-only";
import { db } from "@/lib/data/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ConversationFolder } from "@/lib/contract/messages/types";
import { requireSeen } from "@/lib/domain/safety/hidden";
import { visibleOtherSql, type Viewer } from "@/lib/domain/safety/visibility";
import { serverText } from "@/lib/core/server-text";

export const CONVERSATION_NOT_FOUND = serverText("conversationNotFound");

export type Membership = {
  conversationId: string;
  otherId: string;
  folder: ConversationFolder;
  otherFolder: ConversationFolder;
  clearedAt: Date | null;
  otherAllowsRequests: boolean;
  otherFollowsMe: boolean;
};

/**
 * The viewer's side of a conversation they may use: 404 (the same for every endpoint) when they
 * are no member, a block stands either way or the other member is suspended. One query.
 */
export async function findMembership(viewer: Viewer, conversationId: string): Promise<Membership> {
  const [row] = await db.$queryRaw<Membership[]>`
    SELECT m."conversationId", o."userId" AS "otherId", m."folder", o."folder" AS "otherFolder", m."clearedAt",
      u."allowMessageRequests" AS "otherAllowsRequests",
      EXISTS (SELECT 1 FROM "Follow" f WHERE f."followerId" = o."userId" AND f."followingId" = ${viewer.id}) AS "otherFollowsMe"
    FROM "ConversationMember" m
    JOIN "ConversationMember" o ON o."conversationId" = m."conversationId" AND o."userId" <> m."userId"
    JOIN "User" u ON u."id" = o."userId"
    WHERE m."conversationId" = ${conversationId} AND m."userId" = ${viewer.id} AND ${visibleOtherSql(viewer, Prisma.sql`o."userId"`)}`;
  return requireSeen(row, CONVERSATION_NOT_FOUND);
}

-- Post pages (issue #19, docs/decisions/performance.md).
-- Each author's newest posts for the feed come from this index alone: with the audience in it, the
-- per-author scan filters the audience without visiting the table (an index-only scan, no sort).
DROP INDEX "Post_authorId_createdAt_id_idx";
CREATE INDEX "Post_authorId_createdAt_id_audience_idx" ON "Post"("authorId", "createdAt" DESC, "id" DESC, "audience");

-- Private and suspended members are few: the visibility rule looks them up in these small partial
-- indexes instead of scanning every member (schema.prisma cannot express partial indexes).
CREATE INDEX "User_private_idx" ON "User"("id") WHERE "isPrivate";
CREATE INDEX "User_suspended_idx" ON "User"("id") WHERE "suspendedAt" IS NOT NULL;

-- DropIndex
DROP INDEX "Notification_userId_createdAt_idx";

-- AlterTable
ALTER TABLE "Notification" ADD COLUMN     "actorId" TEXT,
ADD COLUMN     "commentId" TEXT,
ADD COLUMN     "followRequestId" TEXT,
ADD COLUMN     "groupKey" TEXT,
ADD COLUMN     "postId" TEXT,
ADD COLUMN     "storyCommentId" TEXT,
ADD COLUMN     "storyId" TEXT,
ALTER COLUMN "title" SET DEFAULT '',
ALTER COLUMN "body" SET DEFAULT '';

-- CreateIndex
CREATE INDEX "Notification_userId_createdAt_id_idx" ON "Notification"("userId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Notification_userId_groupKey_createdAt_id_idx" ON "Notification"("userId", "groupKey", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Notification_actorId_userId_idx" ON "Notification"("actorId", "userId");

-- CreateIndex
CREATE INDEX "Notification_postId_idx" ON "Notification"("postId");

-- CreateIndex
CREATE INDEX "Notification_commentId_idx" ON "Notification"("commentId");

-- CreateIndex
CREATE INDEX "Notification_storyId_idx" ON "Notification"("storyId");

-- CreateIndex
CREATE INDEX "Notification_storyCommentId_idx" ON "Notification"("storyCommentId");

-- CreateIndex
CREATE INDEX "Notification_followRequestId_idx" ON "Notification"("followRequestId");

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_postId_fkey" FOREIGN KEY ("postId") REFERENCES "Post"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_commentId_fkey" FOREIGN KEY ("commentId") REFERENCES "Comment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_storyId_fkey" FOREIGN KEY ("storyId") REFERENCES "Story"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_storyCommentId_fkey" FOREIGN KEY ("storyCommentId") REFERENCES "StoryComment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_followRequestId_fkey" FOREIGN KEY ("followRequestId") REFERENCES "FollowRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Hand-written (Prisma cannot express partial indexes):
-- a member is told once of a mention in a given post's caption or a given comment (edits add only new ones)
CREATE UNIQUE INDEX "Notification_post_mention_key" ON "Notification"("userId", "postId") WHERE "type" = 'post_mention';
CREATE UNIQUE INDEX "Notification_comment_mention_key" ON "Notification"("userId", "commentId") WHERE "type" = 'comment_mention';
-- the unread badge counts only unread rows
CREATE INDEX "Notification_unread_idx" ON "Notification"("userId", "createdAt" DESC) WHERE "readAt" IS NULL;

-- CreateTable
CREATE TABLE "PostTag" (
    "postId" TEXT NOT NULL,
    "tag" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PostTag_pkey" PRIMARY KEY ("postId","tag")
);

-- CreateIndex
CREATE INDEX "PostTag_tag_createdAt_postId_idx" ON "PostTag"("tag", "createdAt" DESC, "postId" DESC);

-- AddForeignKey
ALTER TABLE "PostTag" ADD CONSTRAINT "PostTag_postId_fkey" FOREIGN KEY ("postId") REFERENCES "Post"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- The follow lists page by (createdAt, other member's id) keyset: one index per direction
-- DropIndex
DROP INDEX "Follow_followingId_createdAt_idx";

-- CreateIndex
CREATE INDEX "Follow_followingId_createdAt_followerId_idx" ON "Follow"("followingId", "createdAt" DESC, "followerId" DESC);

-- CreateIndex
CREATE INDEX "Follow_followerId_createdAt_followingId_idx" ON "Follow"("followerId", "createdAt" DESC, "followingId" DESC);


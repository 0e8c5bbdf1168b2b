-- CreateEnum
CREATE TYPE "PostAudience" AS ENUM ('everyone', 'followers', 'close_friends');

-- CreateEnum
CREATE TYPE "StoryAudience" AS ENUM ('followers', 'close_friends');

-- AlterTable
ALTER TABLE "Post" ADD COLUMN     "audience" "PostAudience" NOT NULL DEFAULT 'everyone';

-- AlterTable
ALTER TABLE "Story" ADD COLUMN     "audience" "StoryAudience" NOT NULL DEFAULT 'followers';

-- CreateTable
CREATE TABLE "CloseFriend" (
    "ownerId" TEXT NOT NULL,
    "friendId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CloseFriend_pkey" PRIMARY KEY ("ownerId","friendId")
);

-- CreateIndex
CREATE INDEX "CloseFriend_friendId_idx" ON "CloseFriend"("friendId");

-- CreateIndex
CREATE INDEX "CloseFriend_ownerId_createdAt_friendId_idx" ON "CloseFriend"("ownerId", "createdAt" DESC, "friendId" DESC);

-- AddForeignKey
ALTER TABLE "CloseFriend" ADD CONSTRAINT "CloseFriend_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CloseFriend" ADD CONSTRAINT "CloseFriend_friendId_fkey" FOREIGN KEY ("friendId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;


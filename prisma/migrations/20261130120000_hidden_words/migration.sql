-- Issue #33, hidden words: a member's list (and the built-in list's switch), the hidden mark on a
-- comment (decided when it is written or edited, re-decided by a bounded re-scan when the list
-- changes), and a folder for message requests that matched.
-- AlterEnum
ALTER TYPE "ConversationFolder" ADD VALUE 'hidden';

-- AlterTable
ALTER TABLE "Comment" ADD COLUMN     "hiddenAt" TIMESTAMP(3),
ADD COLUMN     "hiddenReason" TEXT,
ADD COLUMN     "shownAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "StoryComment" ADD COLUMN     "hiddenAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "HiddenWordList" (
    "userId" TEXT NOT NULL,
    "words" TEXT[],
    "builtIn" BOOLEAN NOT NULL DEFAULT true,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "HiddenWordList_pkey" PRIMARY KEY ("userId")
);

-- AddForeignKey
ALTER TABLE "HiddenWordList" ADD CONSTRAINT "HiddenWordList_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The owner's "Hidden comments" (by post) and the count rule read only the few hidden rows (hand-written: partial).
CREATE INDEX "Comment_postId_hiddenAt_hidden_idx" ON "Comment"("postId", "hiddenAt") WHERE "hiddenAt" IS NOT NULL;

-- AlterTable
ALTER TABLE "HiddenWordList" ADD COLUMN     "hideInFeed" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "MemberLimits" (
    "userId" TEXT NOT NULL,
    "until" TIMESTAMP(3),
    "duration" TEXT,
    "recentFollowers" BOOLEAN NOT NULL DEFAULT true,
    "suggestedAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MemberLimits_pkey" PRIMARY KEY ("userId")
);

-- AddForeignKey
ALTER TABLE "MemberLimits" ADD CONSTRAINT "MemberLimits_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Issue #33, account status and appeals: the moderation decisions that fell on a member (with what
-- was removed, kept for restoring) and at most one appeal per decision.
-- CreateEnum
CREATE TYPE "AppealStatus" AS ENUM ('open', 'accepted', 'rejected');

-- CreateTable
CREATE TABLE "ModerationDecision" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "decidedById" TEXT,
    "reportId" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "targetType" TEXT NOT NULL,
    "targetId" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "notes" TEXT,
    "strike" BOOLEAN NOT NULL,
    "suspended" BOOLEAN NOT NULL,
    "content" JSONB,
    "mediaPurgedAt" TIMESTAMP(3),
    "reversedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ModerationDecision_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Appeal" (
    "id" TEXT NOT NULL,
    "decisionId" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "status" "AppealStatus" NOT NULL DEFAULT 'open',
    "resolvedById" TEXT,
    "resolutionReason" TEXT,
    "resolvedAt" TIMESTAMP(3),
    "contentRestored" BOOLEAN,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Appeal_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ModerationDecision_userId_createdAt_id_idx" ON "ModerationDecision"("userId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "ModerationDecision_createdAt_idx" ON "ModerationDecision"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Appeal_decisionId_key" ON "Appeal"("decisionId");

-- CreateIndex
CREATE INDEX "Appeal_status_createdAt_id_idx" ON "Appeal"("status", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Appeal_createdAt_id_idx" ON "Appeal"("createdAt" DESC, "id" DESC);

-- AddForeignKey
ALTER TABLE "ModerationDecision" ADD CONSTRAINT "ModerationDecision_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ModerationDecision" ADD CONSTRAINT "ModerationDecision_decidedById_fkey" FOREIGN KEY ("decidedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Appeal" ADD CONSTRAINT "Appeal_decisionId_fkey" FOREIGN KEY ("decisionId") REFERENCES "ModerationDecision"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Appeal" ADD CONSTRAINT "Appeal_resolvedById_fkey" FOREIGN KEY ("resolvedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;


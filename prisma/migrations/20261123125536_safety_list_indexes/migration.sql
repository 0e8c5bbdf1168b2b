-- DropIndex
DROP INDEX "Report_status_createdAt_idx";

-- CreateIndex
CREATE INDEX "Block_blockerId_createdAt_blockedId_idx" ON "Block"("blockerId", "createdAt" DESC, "blockedId" DESC);

-- CreateIndex
CREATE INDEX "Mute_muterId_createdAt_mutedId_idx" ON "Mute"("muterId", "createdAt" DESC, "mutedId" DESC);

-- CreateIndex
CREATE INDEX "Report_status_createdAt_id_idx" ON "Report"("status", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Report_createdAt_id_idx" ON "Report"("createdAt" DESC, "id" DESC);


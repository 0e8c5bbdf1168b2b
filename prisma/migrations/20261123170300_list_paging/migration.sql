-- DropIndex
DROP INDEX "Event_date_idx";

-- DropIndex
DROP INDEX "Business_createdAt_idx";

-- CreateIndex
CREATE INDEX "Event_date_id_idx" ON "Event"("date", "id");

-- CreateIndex
CREATE INDEX "Business_createdAt_id_idx" ON "Business"("createdAt", "id");


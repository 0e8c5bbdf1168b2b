-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "accessibility" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "accessibilityNotes" TEXT,
ADD COLUMN     "venueBusinessId" TEXT;

-- CreateTable
CREATE TABLE "EventWaitlistEntry" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "seq" SERIAL NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EventWaitlistEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "EventWaitlistEntry_eventId_seq_idx" ON "EventWaitlistEntry"("eventId", "seq");

-- CreateIndex
CREATE INDEX "EventWaitlistEntry_userId_idx" ON "EventWaitlistEntry"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "EventWaitlistEntry_eventId_userId_key" ON "EventWaitlistEntry"("eventId", "userId");

-- CreateIndex
CREATE INDEX "Event_venueBusinessId_date_idx" ON "Event"("venueBusinessId", "date");

-- AddForeignKey
ALTER TABLE "Event" ADD CONSTRAINT "Event_venueBusinessId_fkey" FOREIGN KEY ("venueBusinessId") REFERENCES "Business"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventWaitlistEntry" ADD CONSTRAINT "EventWaitlistEntry_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventWaitlistEntry" ADD CONSTRAINT "EventWaitlistEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;


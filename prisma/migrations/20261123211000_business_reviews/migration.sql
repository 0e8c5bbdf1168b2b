-- CreateTable
CREATE TABLE "BusinessReview" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "authorId" TEXT NOT NULL,
    "rating" INTEGER NOT NULL,
    "content" TEXT NOT NULL,
    "imageUrl" TEXT,
    "altText" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BusinessReview_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BusinessTagVote" (
    "businessId" TEXT NOT NULL,
    "tag" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "vote" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BusinessTagVote_pkey" PRIMARY KEY ("businessId","tag","userId")
);

-- CreateTable
CREATE TABLE "BusinessTagFlag" (
    "businessId" TEXT NOT NULL,
    "tag" TEXT NOT NULL,
    "dismissedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "disputesAtDismissal" INTEGER NOT NULL,

    CONSTRAINT "BusinessTagFlag_pkey" PRIMARY KEY ("businessId","tag")
);

-- CreateIndex
CREATE INDEX "BusinessReview_businessId_createdAt_id_idx" ON "BusinessReview"("businessId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "BusinessReview_authorId_idx" ON "BusinessReview"("authorId");

-- CreateIndex
CREATE UNIQUE INDEX "BusinessReview_businessId_authorId_key" ON "BusinessReview"("businessId", "authorId");

-- CreateIndex
CREATE INDEX "BusinessTagVote_userId_idx" ON "BusinessTagVote"("userId");

-- AddForeignKey
ALTER TABLE "BusinessReview" ADD CONSTRAINT "BusinessReview_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "Business"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessReview" ADD CONSTRAINT "BusinessReview_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessTagVote" ADD CONSTRAINT "BusinessTagVote_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "Business"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessTagVote" ADD CONSTRAINT "BusinessTagVote_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessTagFlag" ADD CONSTRAINT "BusinessTagFlag_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "Business"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- the service validates 1-5; the table refuses anything else too
ALTER TABLE "BusinessReview" ADD CONSTRAINT "BusinessReview_rating_check" CHECK ("rating" BETWEEN 1 AND 5);

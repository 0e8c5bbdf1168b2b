-- CreateTable
CREATE TABLE "DiscreetSetting" (
    "userId" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT false,
    "exitUrl" TEXT,
    "lockMinutes" INTEGER NOT NULL DEFAULT 5,
    "pinHash" TEXT,
    "pinFailures" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DiscreetSetting_pkey" PRIMARY KEY ("userId")
);

-- AddForeignKey
ALTER TABLE "DiscreetSetting" ADD CONSTRAINT "DiscreetSetting_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;


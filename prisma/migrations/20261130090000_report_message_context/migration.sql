-- Issue #33, reports on messages: the reported message is frozen into the report at report time, and
-- the conversation's recent context with it only when the reporter agrees to share it.
-- AlterTable
ALTER TABLE "Report" ADD COLUMN     "contextShared" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "messageContext" JSONB;

-- The first copy of a video rewritten in a second pass, recorded before the rewrite so the uploads cleanup finds it if its delete fails or the process dies.
ALTER TABLE "Upload" ADD COLUMN "staleKey" TEXT;

CREATE INDEX "Upload_staleKey_idx" ON "Upload"("staleKey");

import { cleanupUnregisteredUploads, sweepStaleUploadObjects } from "@/lib/domain/uploads/cleanup-uploads";
import { runJob } from "./with-database";

// npm run uploads:cleanup: removes uploads never registered after 24 hours, objects and rows, and first copies of rewritten videos left behind (run it hourly from cron).
await runJob(async () => {
  const stale = await sweepStaleUploadObjects();
  return `removed ${await cleanupUnregisteredUploads()} unregistered uploads older than 24 hours and ${stale} stale video copies`;
});

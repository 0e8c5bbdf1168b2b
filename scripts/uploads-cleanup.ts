import { cleanupUnregisteredUploads } from "@/lib/services/uploads/cleanup-uploads";
import { runJob } from "./with-database";

// npm run uploads:cleanup: removes uploads never registered after 24 hours, objects and rows (run it hourly from cron).
await runJob(async () => `removed ${await cleanupUnregisteredUploads()} unregistered uploads older than 24 hours`);

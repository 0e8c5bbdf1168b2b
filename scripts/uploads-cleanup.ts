import { disconnectDb } from "@/lib/db";
import { cleanupUnregisteredUploads } from "@/lib/services/uploads/cleanup-uploads";
import { ensureAuthSecret } from "./lib";
import { withDatabase } from "./with-database";

// npm run uploads:cleanup: removes uploads never registered after 24 hours, objects and rows (run it hourly from cron).
ensureAuthSecret();
const code = await withDatabase(async () => {
  try {
    const removed = await cleanupUnregisteredUploads();
    console.log(`removed ${removed} unregistered uploads older than 24 hours`);
    return 0;
  } catch (error) {
    console.error(error);
    return 1;
  } finally {
    await disconnectDb();
  }
});
process.exit(code);

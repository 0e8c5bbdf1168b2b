import { disconnectDb } from "@/lib/db";
import { purgeExpiredStories } from "@/lib/services/stories/purge-expired-stories";
import { ensureAuthSecret } from "./lib";
import { withDatabase } from "./with-database";

// npm run stories:cleanup: purges stories older than 24 hours with their media (run it hourly from cron).
ensureAuthSecret();
const code = await withDatabase(async () => {
  try {
    const result = await purgeExpiredStories();
    console.log(`purged ${result.stories} expired stories and ${result.media} media objects`);
    return 0;
  } catch (error) {
    console.error(error);
    return 1;
  } finally {
    await disconnectDb();
  }
});
process.exit(code);

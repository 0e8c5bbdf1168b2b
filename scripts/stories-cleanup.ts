import { purgeExpiredStories } from "@/lib/domain/stories/purge-expired-stories";
import { runJob } from "./with-database";

// npm run stories:cleanup: purges stories older than 24 hours with their media (run it hourly from cron).
await runJob(async () => {
  const result = await purgeExpiredStories();
  return `purged ${result.stories} expired stories and ${result.media} media objects`;
});

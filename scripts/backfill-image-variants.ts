import { backfillImageVariants } from "@/lib/domain/uploads/backfill-image-variants";
import { runJob } from "./with-database";

// npx tsx scripts/backfill-image-variants.ts: makes the WebP variants and placeholder of still images
// uploaded before variants existed, as an upload makes them now, in batches (docs/decisions/media.md).
// Safe to run again; one run at a time. Uses the storage the app is configured with (local or S3).
await runJob(async () => {
  const done = await backfillImageVariants({ onBatch: (so) => console.log(`... ${so.uploads} uploads given ${so.variants} variants so far (${so.skipped} skipped)`) });
  return `gave ${done.uploads} earlier uploads ${done.variants} image variants and their placeholders, updated ${done.postMedia} post media and ${done.others} avatars, stories, comments and messages; skipped ${done.skipped} (animations, missing or unreadable objects: see the log)`;
});

import { disconnectDb } from "@/lib/data/db";
import { migrate } from "@/lib/data/db/migrate";
import { seedDemo } from "@/prisma/seed/demo";
import { ensureAuthSecret } from "./lib";
import { withDatabase } from "./with-database";

// npm run db:seed: demo users, follows, posts, stories, events and businesses (idempotent).
ensureAuthSecret();
await withDatabase(async (url) => {
  await migrate(url);
  try {
    console.log(`seeded: ${await seedDemo()}`);
  } finally {
    await disconnectDb();
  }
});

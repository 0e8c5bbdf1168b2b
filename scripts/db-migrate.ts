import { migrate } from "@/lib/data/db/migrate";
import { withDatabase } from "./with-database";

// npm run db:migrate: applies pending SQL migrations (idempotent).
await withDatabase(async (url) => {
  const applied = await migrate(url, (line) => console.log(line));
  console.log(applied.length ? `migrated: ${applied.length} applied` : "database is up to date");
});

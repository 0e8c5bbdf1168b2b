import { migrate } from "@/lib/data/db/migrate";

// Applies pending migrations to DATABASE_URL and exits: the Docker image's `node migrate.mjs` (run it
// once before each rollout). `npm run db:migrate` does the same with the embedded database as fallback.
const url = process.env.DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL is missing");
  process.exit(1);
}
const applied = await migrate(url, (line) => console.log(line));
console.log(applied.length ? `migrated: ${applied.length} applied` : "database is up to date");

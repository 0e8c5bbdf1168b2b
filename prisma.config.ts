import { defineConfig } from "prisma/config";

// Migrations are applied by scripts/db-migrate.ts (offline runner); the CLI is used for `generate` only.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/niji" },
});

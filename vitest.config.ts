import path from "node:path";
import react from "@vitejs/plugin-react";
import { configDefaults, defineConfig } from "vitest/config";

const root = path.dirname(new URL(import.meta.url).pathname);
// Races prove something only with parallel connections: tests/concurrency runs when the
// integration suite is given a real PostgreSQL (TEST_DATABASE_URL), never on the one-connection PGlite.
const realPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      "@": root,
      "server-only": path.join(root, "tests/support/server-only.ts"),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "node",
          testTimeout: 30_000,
          include: ["lib/**/*.test.ts", "scripts/**/*.test.ts", "messages/**/*.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "component",
          environment: "jsdom",
          testTimeout: 30_000,
          include: ["components/**/*.test.tsx", "app/**/*.test.tsx"],
          setupFiles: ["tests/support/component-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          environment: "node",
          include: ["tests/**/*.test.ts"],
          exclude: [...configDefaults.exclude, "tests/serve/**", ...(realPostgres ? [] : ["tests/concurrency/**"])],
          globalSetup: ["tests/support/global-setup.ts"],
          setupFiles: ["tests/support/integration-setup.ts"],
          fileParallelism: false,
          // one module graph for all suites: each file re-imported the app (Prisma client, routes) and
          // opened its own pool, 40% of the run. No suite mocks modules; integration-setup.ts resets the
          // settings a file may change, and drops the client after each file.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // production servers on the build (scripts/test-all.sh runs these after `next build`)
          name: "serve",
          environment: "node",
          include: ["tests/serve/**/*.test.ts"],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

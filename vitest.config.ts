import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

type ProjectConfig = NonNullable<TestProjectInlineConfiguration["test"]>;

const root = path.dirname(new URL(import.meta.url).pathname);

// The integration suites run in full on PostgreSQL (project "integration"). The embedded PGlite is
// PostgreSQL too, and the SQL Prisma generates is the same on both, so on PGlite (project
// "integration-pglite") run only the suites that prove what differs there: its driver (one
// connection, a session shared by every connection, the in-process live bus), the migrations, and
// the SQL we write by hand: every hand-written statement the full suite sends on PostgreSQL is sent
// by one of these too, which scripts/test-all.sh checks (tests/support/pglite-coverage.ts).
const PGLITE_SUITES = [
  // the migrations build the schema Prisma expects, and the demo seed loads, on the embedded database
  "tests/db/schema-matches.test.ts",
  "tests/db/demo-seed.test.ts",
  // a post's media list, kept by the triggers of its migration
  "tests/posts/media-list.test.ts",
  // the driver: the in-process live bus instead of LISTEN/NOTIFY; a readiness probe on the embedded
  // database; SET LOCAL where PGlite ignores a connection's startup settings; a cancelled statement
  "tests/messages/stream.test.ts",
  "tests/ops/health.test.ts",
  "tests/ops/long-work.test.ts",
  "tests/hardening/statement-cancelled.test.ts",
  // writes that queue on the one connection instead of racing (on PostgreSQL they race)
  "tests/businesses/reviews-concurrency.test.ts",
  "tests/events/waitlist.test.ts",
  // hand-written SQL (lib/data/db/raw.ts and Prisma.sql/$queryRaw), by the service it lives in
  "tests/ops/jobs.test.ts", // lib/server/jobs: the claim and the batched purges
  "tests/mail/jobs.test.ts", // lib/domain/mail/sender.ts's claim (FOR UPDATE SKIP LOCKED), the account purges
  "tests/push/push.test.ts", // lib/domain/push: the queue's folds (ON CONFLICT on the pending index), the sender's claim and checks
  "tests/push/system-pushes.test.ts", // the test push's INSERT, the system notices' pushes
  "tests/notifications/notifications.test.ts", // lib/domain/notifications
  "tests/posts/feed.test.ts", // lib/domain/posts: the feed and post reads
  "tests/posts/timeline.test.ts", // lib/domain/timeline: the fan-out's claim (FOR UPDATE SKIP LOCKED in a data-modifying CTE), the migration's triggers
  "tests/posts/collections.test.ts", // saved posts
  "tests/safety/visible-post-ids.test.ts", // lib/domain/safety/visibility.ts on every post list
  "tests/safety/suspension-mute.test.ts", // the visibility fragments for suspended and muted members, search
  "tests/tags/tag-posts.test.ts", // lib/domain/tags, the tag index backfill
  "tests/messages/conversations.test.ts", // lib/domain/messages
  "tests/businesses/tag-votes.test.ts", // vote-tag, disputed tags
  "tests/businesses/reviews.test.ts", // the rating recompute
  "tests/safety/hidden-words.test.ts", // hidden comments in the feed's counts, hidden requests in the unread count and the push queue
  "tests/safety/limits.test.ts", // lib/domain/safety/limits.ts: the held-back fragment, the burst count and its claim (ON CONFLICT … WHERE)
  "tests/moderation/appeals.test.ts", // lib/domain/appeals: the decision's row lock (FOR UPDATE), the restore's SAVEPOINT
  "tests/moderation/report-kinds.test.ts", // the message reports' snapshot column, delete-account's jsonb scrub of it
  "tests/events/edit-delete.test.ts", // update-event's row lock
  "tests/events/interest.test.ts", // toggle-interest
  "tests/hardening/event-dates.test.ts", // timestamps read by the raw pool (lib/data/db/pg-timestamp.ts)
  "tests/uploads/media-references.test.ts", // media-access, delete-stored-media
  "tests/users/search.test.ts", // search-users (no pg_trgm on PGlite)
  "tests/users/export.test.ts", // export-data
  "tests/users/delete-account.test.ts", // delete-account on the long-work client
  "tests/privacy/going-public.test.ts", // pair-lock's advisory locks
  "tests/hardening/fuzz.test.ts", // every route as a member and as an admin: the admin variants of the fragments
];

// Unit and component files share one module graph per worker (isolate: false): re-importing React,
// jsdom and the app for each of ~90 files was most of their run (CPU 234 -> 49 s measured, issue #30).
// A file that replaces a module or a global for its own tests (vi.mock, vi.doMock, vi.stubGlobal,
// vi.stubEnv) would leak it into the files after it, so those run isolated, each in a graph of its own.
const replacesModules = (file: string) => /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/.test(readFileSync(path.join(root, file), "utf8"));
function testFiles(dirs: string[], suffix: string) {
  return dirs
    .flatMap((dir) => readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" }).map((file) => path.posix.join(dir, file.split(path.sep).join("/"))))
    .filter((file) => file.endsWith(suffix) && !file.includes("node_modules/"));
}
const unitFiles = testFiles(["lib", "scripts", "messages"], ".test.ts");
const componentFiles = testFiles(["components", "app"], ".test.tsx");

const integration: ProjectConfig = {
  environment: "node",
  globalSetup: ["tests/support/global-setup.ts"],
  setupFiles: ["tests/support/integration-setup.ts"],
  fileParallelism: false,
  // one module graph for all suites: each file re-imported the app (Prisma client, routes) and
  // opened its own pool, 40% of the run. No suite mocks modules; integration-setup.ts resets the
  // settings a file may change, and drops the client after each file.
  isolate: false,
  testTimeout: 30_000,
  hookTimeout: 120_000,
};

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
          include: unitFiles.filter((file) => !replacesModules(file)),
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // the unit files that replace a module or a global: each in a module graph of its own
          name: "unit-isolated",
          environment: "node",
          testTimeout: 30_000,
          include: unitFiles.filter(replacesModules),
        },
      },
      {
        extends: true,
        test: {
          name: "component",
          environment: "jsdom",
          testTimeout: 30_000,
          include: componentFiles.filter((file) => !replacesModules(file)),
          setupFiles: ["tests/support/component-setup.ts"],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // the component files that replace a module or a global: each in a module graph of its own
          name: "component-isolated",
          environment: "jsdom",
          testTimeout: 30_000,
          include: componentFiles.filter(replacesModules),
          setupFiles: ["tests/support/component-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          // every suite of tests/ on PostgreSQL (TEST_DATABASE_URL, else 127.0.0.1:5432): a fresh database per run
          name: "integration",
          ...integration,
          include: ["tests/**/*.test.ts"],
          exclude: [...configDefaults.exclude, "tests/serve/**"],
        },
      },
      {
        extends: true,
        test: {
          // the suites above that prove what differs on the embedded PGlite (PGLITE_SUITES), on PGlite
          name: "integration-pglite",
          ...integration,
          include: PGLITE_SUITES,
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

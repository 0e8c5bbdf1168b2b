#!/usr/bin/env bash
# npm test: the whole suite on a fresh machine of this kind — types, lint, unit and component tests,
# integration tests against PGlite and (when it answers) the machine's PostgreSQL, a production
# build, and the Playwright journeys in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  if [ "$(id -u)" = "0" ]; then
    echo "== installing Debian's Chromium for the browser journeys"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium is missing: run 'sudo apt-get install -y chromium' (Playwright's own download is unreachable)" >&2
    exit 1
  fi
fi
[ -d node_modules ] || npm install --no-audit --no-fund
[ -f lib/generated/prisma/client.ts ] || npm run db:generate

echo "== typecheck"
npx tsc --noEmit
echo "== lint"
npm run --silent lint
echo "== unit and component tests"
npx vitest run --project unit --project component
echo "== integration tests (embedded PGlite)"
npx vitest run --project integration
if command -v pg_isready >/dev/null && pg_isready -q -h 127.0.0.1 -p 5432; then
  echo "== integration tests (PostgreSQL on 127.0.0.1:5432), with the races of tests/concurrency"
  TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/postgres}" npx vitest run --project integration
fi
echo "== production build"
npx next build
echo "== browser journeys"
CI=1 npx playwright test

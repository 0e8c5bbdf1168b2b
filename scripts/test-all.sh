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

# Phases whose parts are independent run side by side (this machine has 2 cores and most parts use
# about one): each part's output is kept and printed whole when the phase ends, then the run stops
# at the first phase with a failure.
side_by_side() {
  local dir names=() pids=() failed=0 i
  dir="$(mktemp -d)"
  echo "== side by side: $(for ((j = 1; j <= $#; j += 2)); do printf "%s; " "${!j}"; done)"
  while [ "$#" -gt 0 ]; do
    names+=("$1")
    ( eval "$2" ) >"$dir/${#names[@]}.log" 2>&1 &
    pids+=("$!")
    shift 2
  done
  for i in "${!pids[@]}"; do
    local status=0
    wait "${pids[$i]}" || status=$?
    echo "== ${names[$i]}$([ "$status" = 0 ] || echo " (FAILED, exit $status)")"
    cat "$dir/$((i + 1)).log"
    [ "$status" = 0 ] || failed=1
  done
  rm -rf "$dir"
  return "$failed"
}

side_by_side \
  "typecheck and lint" "npx tsc --noEmit && npm run --silent lint" \
  "unit and component tests" "npx vitest run --project unit --project component"

if command -v pg_isready >/dev/null && pg_isready -q -h 127.0.0.1 -p 5432; then
  side_by_side \
    "integration tests (embedded PGlite)" "npx vitest run --project integration" \
    "integration tests (PostgreSQL on 127.0.0.1:5432), with the races of tests/concurrency" \
    "TEST_DATABASE_URL='${TEST_DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/postgres}' npx vitest run --project integration"
else
  echo "== integration tests (embedded PGlite)"
  npx vitest run --project integration
fi
echo "== production build"
npx next build
echo "== production servers on the build (tests/serve: logs, metrics, shutdown, two instances)"
npx vitest run --project serve
echo "== browser journeys"
CI=1 npx playwright test

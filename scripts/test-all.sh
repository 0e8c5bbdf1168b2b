#!/usr/bin/env bash
# npm test: the whole suite on a fresh machine of this kind — types, lint, unit and component tests,
# integration tests on PostgreSQL (all of them) and on the embedded PGlite (what differs there), a
# production build, the production servers on it, and the Playwright journeys in Debian's Chromium.
# What the suite needs (Chromium, PostgreSQL, Redis) is installed and started when missing, so no
# test depends on the machine: green means the same everywhere.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/postgres}"
export TEST_REDIS_URL="${TEST_REDIS_URL:-redis://127.0.0.1:6379}"

as_root_or_say() { # <what is missing> <command that fixes it>
  if [ "$(id -u)" != "0" ]; then
    echo "$1: run 'sudo $2' (or as root: npm test does it itself), then npm test again" >&2
    exit 1
  fi
  echo "== $1: $2"
  bash -c "$2"
}
apt_install() { echo "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $* >/dev/null"; }

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  # Playwright's own download is unreachable on these machines
  as_root_or_say "Chromium is missing" "$(apt_install chromium)"
fi

# PostgreSQL: the one TEST_DATABASE_URL names, else this machine's on 127.0.0.1:5432.
postgres_up() { command -v pg_isready >/dev/null && pg_isready -q -d "$TEST_DATABASE_URL"; }
if ! postgres_up; then
  if [ "$TEST_DATABASE_URL" != "postgresql://postgres@127.0.0.1:5432/postgres" ]; then
    echo "PostgreSQL at TEST_DATABASE_URL ($TEST_DATABASE_URL) does not answer" >&2
    exit 1
  fi
  if ! command -v pg_ctlcluster >/dev/null; then
    # a fresh cluster: the suites connect as postgres over loopback without a password
    as_root_or_say "PostgreSQL is missing" "$(apt_install postgresql) && v=\$(ls /etc/postgresql | sort -n | tail -1) && sed -i '1i host all postgres 127.0.0.1/32 trust' /etc/postgresql/\$v/main/pg_hba.conf"
  fi
  version="$(ls /etc/postgresql | sort -n | tail -1)"
  as_root_or_say "PostgreSQL is not running" "pg_ctlcluster $version main start"
  for _ in $(seq 1 50); do postgres_up && break; sleep 0.2; done
  postgres_up || { echo "PostgreSQL did not start on 127.0.0.1:5432" >&2; exit 1; }
fi

# Redis: throttles shared between instances (tests/redis, tests/serve/two-instances.test.ts).
redis_up() { command -v redis-cli >/dev/null && [ "$(redis-cli -u "$TEST_REDIS_URL" ping 2>/dev/null)" = "PONG" ]; }
if ! redis_up; then
  if [ "$TEST_REDIS_URL" != "redis://127.0.0.1:6379" ]; then
    echo "Redis at TEST_REDIS_URL ($TEST_REDIS_URL) does not answer" >&2
    exit 1
  fi
  command -v redis-server >/dev/null || as_root_or_say "Redis is missing" "$(apt_install redis-server)"
  redis_up || as_root_or_say "Redis is not running" "redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save '' --appendonly no"
  for _ in $(seq 1 50); do redis_up && break; sleep 0.2; done
  redis_up || { echo "Redis did not start on 127.0.0.1:6379" >&2; exit 1; }
fi

[ -d node_modules ] || npm install --no-audit --no-fund
[ -f lib/generated/prisma/client.ts ] || npm run db:generate

# The parts run in two lanes side by side (this machine has 2 cores): the production build, the browser
# journeys on it, then the PGlite integration run and the serve tests in one lane; typecheck and lint,
# unit and component tests and the PostgreSQL integration run in the other. The journeys start about a
# minute and a half in instead of after everything else, and the lanes end within about a minute of each
# other (docs/decisions/engineering.md has the phases' times). Each part's output is printed whole when it
# ends, with its wall and CPU time; when a part fails, no lane starts another part and the other lane is
# stopped.
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
run_part() { # <name> <command>
  local status=0 log="$work/$(date +%s%N).log"
  [ -e "$work/failed" ] && return 1
  local TIMEFORMAT="%R %U %S" wall user sys
  { time bash -c "$2" >"$log" 2>&1 || status=$?; } 2>"$log.time"
  read -r wall user sys <"$log.time"
  {
    echo "== $1$([ "$status" = 0 ] || echo " (FAILED, exit $status)") — ${wall} s, CPU $(awk "BEGIN { print $user + $sys }") s"
    cat "$log"
  } >"$log.out"
  cat "$log.out" # one write per part: the lanes' outputs do not interleave
  [ "$status" = 0 ] || { touch "$work/failed"; return 1; }
}
lane() { local name; while [ "$#" -gt 0 ]; do name="$1"; run_part "$name" "$2" || return 1; shift 2; done; }

# Both integration runs log the hand-written SQL they send: PGlite must have sent all of it (vitest.config.ts).
sql_log="$work/sql"
# A journey's trace is for a person rerunning it; npm test only prints (playwright.config.ts).
export E2E_TRACE="${E2E_TRACE:-off}"
started=$(date +%s)
set -m # each lane in a process group of its own, so a failure can stop the other lane whole
lane \
  "production build" "NIJI_BUILD_TYPECHECKED=1 npx next build" \
  "browser journeys" "CI=1 npx playwright test" \
  "integration tests on the embedded PGlite (what differs there)" "NIJI_TEST_SQL_LOG=$sql_log.pglite npx vitest run --project integration-pglite" \
  "production servers on the build (tests/serve: logs, metrics, shutdown, workers, two instances)" "npx vitest run --project serve" &
lane_one=$!
lane \
  "typecheck and lint" "npm run --silent typecheck && npm run --silent lint" \
  "unit and component tests" "npx vitest run --project 'unit*' --project 'component*'" \
  "integration tests on PostgreSQL (all, with the races of tests/concurrency)" "NIJI_TEST_SQL_LOG=$sql_log.postgres npx vitest run --project integration" &
lane_two=$!
set +m
failed=0
for _ in 1 2; do
  wait -n "$lane_one" "$lane_two" 2>/dev/null && continue
  failed=1
  kill -INT -- "-$lane_one" "-$lane_two" 2>/dev/null || true
done
wait "$lane_one" "$lane_two" 2>/dev/null || true
[ "$failed" = 0 ] || exit 1
run_part "every hand-written statement ran on PGlite too" "npx tsx tests/support/pglite-coverage.ts $sql_log.postgres $sql_log.pglite" || exit 1
echo "== npm test passed in $(( $(date +%s) - started )) s"

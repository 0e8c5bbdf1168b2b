#!/usr/bin/env bash
# Serves the app for the browser journeys: a fresh database on the machine's PostgreSQL when one
# answers on 127.0.0.1:5432, else the embedded PGlite in a throwaway folder. No demo content.
set -euo pipefail
cd "$(dirname "$0")/.."
# Every interface, as `npm start` by default: the journeys reach it at 127.0.0.2 (playwright.config.ts)
# while Next names it localhost, so nothing built from the listen address can pass (issue #29).
unset NIJI_HOST
export PORT="${E2E_PORT:-3100}" NIJI_SEED=0 NEXT_TELEMETRY_DISABLED=1 NIJI_DEV_TOOLS=1 LOG_LEVEL="${LOG_LEVEL:-warn}"
export AUTH_SECRET="${AUTH_SECRET:-e2e-secret-e2e-secret-e2e-secret}"
# Generous throttles (every NIJI_THROTTLE_* of lib/core/throttle-rules.ts) so journeys never meet a 429.
for name in $(grep -o 'NIJI_THROTTLE_[A-Z_]*' lib/core/throttle-rules.ts); do export "$name=1000000/300"; done
# Journeys test screens, not the pool's limits (tests/hardening/database-hung.test.ts does): two
# workers on a loaded 2-core machine may queue for a connection longer than production's 1 s.
export NIJI_DB_ACQUIRE_TIMEOUT_MS="${NIJI_DB_ACQUIRE_TIMEOUT_MS:-10000}"
export UPLOADS_DIR="${UPLOADS_DIR:-$(mktemp -d /tmp/niji-e2e-uploads.XXXX)}"
if [ -z "${DATABASE_URL:-}" ] && pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
  db="niji_e2e_$(date +%s)_$$"
  psql -q -h 127.0.0.1 -U postgres -d postgres -c "CREATE DATABASE $db" >/dev/null
  export DATABASE_URL="postgresql://postgres@127.0.0.1:5432/$db"
elif [ -z "${DATABASE_URL:-}" ]; then
  export NIJI_PGLITE_DIR="$(mktemp -d /tmp/niji-e2e-pglite.XXXX)"
  export NIJI_EMBEDDED_PORT="${NIJI_EMBEDDED_PORT:-54330}"
fi
# Journeys that need a database-only step (e.g. making a member admin) read the URL from here.
echo "${DATABASE_URL:-postgresql://postgres:postgres@127.0.0.1:${NIJI_EMBEDDED_PORT:-54329}/postgres?sslmode=disable}" > "/tmp/niji-e2e-db-url-$PORT"
exec node_modules/.bin/tsx scripts/app.ts ${E2E_DEV:+--dev}

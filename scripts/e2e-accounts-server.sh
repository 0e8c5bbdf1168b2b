#!/usr/bin/env bash
# The accounts journeys' server (e2e/accounts.spec.ts, issue #31): the same build as
# scripts/e2e-server.sh on its own port and database, with mail ON: SMTP_URL points at
# scripts/e2e-smtp.ts, which writes every mail to /tmp/niji-e2e-mail-<port> for the journeys to read.
# The main journey server keeps mail off (sign-up there answers 201 and signs in, as the spec says).
# Web Push goes to 127.0.0.1 only (the push journey's receiver).
set -euo pipefail
cd "$(dirname "$0")/.."
base="${E2E_PORT:-3100}"
app_port="${E2E_ACCOUNTS_PORT:-$(( base + 4 ))}"
smtp_port="${E2E_SMTP_PORT:-4592}"
mailbox="/tmp/niji-e2e-mail-$app_port"
rm -rf "$mailbox"
node_modules/.bin/tsx scripts/e2e-smtp.ts "$mailbox" "$smtp_port" &
trap 'kill $! 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do (echo > "/dev/tcp/127.0.0.1/$smtp_port") 2>/dev/null && break; sleep 0.2; done
export SMTP_URL="smtp://127.0.0.1:$smtp_port"
# Web Push on (e2e/push.spec.ts, issue #32): a fresh VAPID pair, and pushes may go to the journey's
# own receiver on 127.0.0.1 (tests/support/push-receiver.ts), over http, and nowhere else.
vapid="$(node -e 'const k = require("web-push").generateVAPIDKeys(); console.log(k.publicKey + " " + k.privateKey)')"
export VAPID_PUBLIC_KEY="${vapid% *}" VAPID_PRIVATE_KEY="${vapid#* }" NIJI_PUSH_ENDPOINT_HOSTS=127.0.0.1
export E2E_PORT="$app_port" NIJI_EMBEDDED_PORT="$(( ${NIJI_EMBEDDED_PORT:-54330} + 3 ))"
bash scripts/e2e-server.sh

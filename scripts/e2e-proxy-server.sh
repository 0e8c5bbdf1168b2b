#!/usr/bin/env bash
# The journey behind a reverse proxy (e2e/behind-proxy.spec.ts, issue #29): a third server of the
# same build as scripts/e2e-server.sh on 127.0.0.1:<E2E_PROXY_APP_PORT>, trusting one proxy hop and
# told its public address, behind scripts/e2e-proxy.ts on 127.0.0.2:<E2E_PROXY_PORT>. Members only
# ever reach the proxy; the app's own address must never show up in a URL.
set -euo pipefail
cd "$(dirname "$0")/.."
base="${E2E_PORT:-3100}"
app_port="${E2E_PROXY_APP_PORT:-$(( base + 2 ))}"
proxy_port="${E2E_PROXY_PORT:-$(( base + 3 ))}"
proxy_host="${E2E_PROXY_HOST:-127.0.0.2}"
node_modules/.bin/tsx scripts/e2e-proxy.ts "$proxy_host" "$proxy_port" 127.0.0.1 "$app_port" &
trap 'kill $! 2>/dev/null || true' EXIT
export NIJI_TRUSTED_PROXIES=1 NIJI_PUBLIC_URL="http://$proxy_host:$proxy_port"
export E2E_PORT="$app_port" NIJI_EMBEDDED_PORT="$(( ${NIJI_EMBEDDED_PORT:-54330} + 2 ))"
bash scripts/e2e-server.sh

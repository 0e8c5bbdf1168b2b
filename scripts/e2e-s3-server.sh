#!/usr/bin/env bash
# The S3 journey's server: the same build as scripts/e2e-server.sh, on the next port, with its
# uploads on an s3rver of its own (direct-to-storage uploads, issue #18).
set -euo pipefail
cd "$(dirname "$0")/.."
s3_port="${E2E_S3_STORE_PORT:-4591}"
folder="$(mktemp -d /tmp/niji-e2e-s3.XXXX)"
npx tsx scripts/s3rver.ts "$folder" "$s3_port" niji-e2e &
trap 'kill $! 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do (echo > "/dev/tcp/127.0.0.1/$s3_port") 2>/dev/null && break; sleep 0.2; done
export S3_BUCKET=niji-e2e S3_ENDPOINT="http://127.0.0.1:$s3_port" S3_REGION=us-east-1 S3_ACCESS_KEY_ID=S3RVER S3_SECRET_ACCESS_KEY=S3RVER S3_FORCE_PATH_STYLE=1
export E2E_PORT="$(( ${E2E_PORT:-3100} + 1 ))" NIJI_EMBEDDED_PORT="$(( ${NIJI_EMBEDDED_PORT:-54330} + 1 ))" UPLOADS_DIR="$folder/unused"
bash scripts/e2e-server.sh

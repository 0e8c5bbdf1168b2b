#!/usr/bin/env bash
# Drafts the SQL for a new migration offline (Prisma 7's CLI needs a schema engine binary it cannot
# download here; Prisma 6.19's bundled WASM engine prints correct PostgreSQL DDL without a database).
# Usage: scripts/migration-draft.sh <name> [<git-ref-of-old-schema>]   (default ref: HEAD)
# The diff needs a reachable PostgreSQL to connect to (nothing is changed in it): DRAFT_DATABASE_URL,
# default the machine's postgres on 127.0.0.1:5432.
set -euo pipefail
name="${1:?usage: migration-draft.sh <name> [ref]}"; ref="${2:-HEAD}"
root="$(cd "$(dirname "$0")/.." && pwd)"; cache="${TMPDIR:-/tmp}/niji-migration-draft"
mkdir -p "$cache"
if [ ! -d "$cache/node_modules/prisma" ]; then
  (cd "$cache" && npm init -y >/dev/null && npm i --no-audit --no-fund prisma@6.19.3 @prisma/adapter-pg@6.19.3 pg >/dev/null 2>&1)
fi
# the installed CLI is shared; the schemas and config of this run get a folder of their own, so two
# drafts at once (two worktrees) cannot overwrite each other's files
work="$(mktemp -d "${TMPDIR:-/tmp}/niji-migration-draft-run.XXXXXX")"; trap 'rm -rf "$work"' EXIT
ln -s "$cache/node_modules" "$work/node_modules"; cp "$cache/package.json" "$work/package.json"
strip() { sed '/^generator client/,/^}/d; s/^  provider = "postgresql"/  provider = "postgresql"\n  url = "postgresql:\/\/x@localhost\/x"/'; }
git -C "$root" show "$ref:prisma/schema.prisma" | strip > "$work/old.prisma"
strip < "$root/prisma/schema.prisma" > "$work/new.prisma"
cat > "$work/prisma.config.ts" <<'CFG'
import { defineConfig } from "prisma/config";
import { PrismaPg } from "@prisma/adapter-pg";
export default defineConfig({
  experimental: { adapter: true }, engine: "js", schema: "new.prisma",
  adapter: async () => new PrismaPg({ connectionString: process.env.DRAFT_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres" }),
});
CFG
dir="$root/prisma/migrations/$(date -u +%Y%m%d%H%M%S)_$name"; mkdir -p "$dir"
(cd "$work" && PRISMA_QUERY_ENGINE_LIBRARY="$work/package.json" npx prisma migrate diff \
  --from-schema-datamodel old.prisma --to-schema-datamodel new.prisma --script) > "$dir/migration.sql"
echo "wrote $dir/migration.sql"

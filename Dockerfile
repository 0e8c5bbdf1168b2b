# Niji's production image: Next's standalone output, our server (scripts/serve.ts: request logs,
# metrics, graceful shutdown) and the migration step, bundled with esbuild. See docs/deploy.md.
#   docker build -t niji .
#   docker run --rm -e DATABASE_URL=… niji node migrate.mjs     # once per rollout, before the new app
#   docker run -p 3000:3000 -e DATABASE_URL=… -e AUTH_SECRET=… niji
FROM node:22-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
COPY scripts/prisma-generate.mjs scripts/
COPY prisma ./prisma
COPY prisma.config.ts ./
RUN npm install --no-audit --no-fund
COPY . .
RUN NIJI_STANDALONE=1 npx next build \
 && npx esbuild scripts/serve.ts --bundle --platform=node --format=esm --packages=external --target=node22 --outfile=.next/standalone/serve.mjs \
 && npx esbuild scripts/migrate-only.ts --bundle --platform=node --format=esm --packages=external --target=node22 --outfile=.next/standalone/migrate.mjs

FROM node:22-bookworm-slim AS app
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/prisma/migrations ./prisma/migrations
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM drains (NIJI_SHUTDOWN_TIMEOUT_SECONDS, default 25): keep the orchestrator's grace period longer
STOPSIGNAL SIGTERM
CMD ["node", "serve.mjs"]

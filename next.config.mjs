import createNextIntlPlugin from "next-intl/plugin";
import staticHeaders from "./lib/core/net/static-headers.json" with { type: "json" };

// The catalogs are compiled at build time (next-intl's `precompile`): pages format messages with icu-minify's
// small formatter instead of shipping intl-messageformat's parser (12 kB gzip on every page). Both read every
// message the same (messages/catalogs.test.ts); lib/core/server-text.ts reads the compiled error texts.
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/core/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: ["en", "ja"], precompile: true } },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // the Docker image ships Next's standalone output (NIJI_STANDALONE=1 at build; see Dockerfile)
  ...(process.env.NIJI_STANDALONE === "1" ? { output: "standalone" } : {}),
  serverExternalPackages: ["sharp", "pino", "ioredis", "prom-client", "@electric-sql/pglite", "@electric-sql/pglite-socket", "pg"],
  images: { unoptimized: true },
  // the browser gets serverText without the English error table (5.4 kB gzip on every screen with a form):
  // it shows those texts only translated by key (lib/core/server-text.browser.ts)
  turbopack: { resolveAlias: { "@/lib/core/server-text": { browser: "./lib/core/server-text.browser.ts" } } },
  // npm test runs `tsc --noEmit` in the same lane right before the build, and a type error stops the lane
  // there: the build's own second type check (~45 s of one core) proves nothing more. Every other build
  // (npm run build, the Docker image, a deploy) still type-checks.
  ...(process.env.NIJI_BUILD_TYPECHECKED === "1" ? { typescript: { ignoreBuildErrors: true } } : {}),
  // /api stays out of the proxy (it cost ~340 µs a call, docs/decisions/performance.md): its
  // privacy headers come from here; pages get theirs, and their CSP, from proxy.ts
  async headers() {
    return [{ source: "/api/:path*", headers: Object.entries(staticHeaders).map(([key, value]) => ({ key, value })) }];
  },
};

export default withNextIntl(nextConfig);

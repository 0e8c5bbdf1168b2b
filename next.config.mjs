import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // the Docker image ships Next's standalone output (NIJI_STANDALONE=1 at build; see Dockerfile)
  ...(process.env.NIJI_STANDALONE === "1" ? { output: "standalone" } : {}),
  serverExternalPackages: ["sharp", "pino", "ioredis", "prom-client", "@electric-sql/pglite", "@electric-sql/pglite-socket", "pg"],
  images: { unoptimized: true },
};

export default withNextIntl(nextConfig);

import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // Every picture we show is a member's upload, already re-encoded to its display size when it
      // was stored, and served from /api/media or Blob; next/image's optimizer is off
      // (next.config.mjs: images.unoptimized), so <Image> would add nothing but required sizes.
      "@next/next/no-img-element": "off",
      // `_name` marks a parameter or binding we must accept but don't use; `...rest` omits fields.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Playwright hands fixtures a callback named `use`: not React's use().
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  globalIgnores([
    ".next/**",
    ".data/**",
    "lib/generated/**",
    "next-env.d.ts",
    "playwright-report/**",
    "test-results/**",
    "e2e/.screenshots/**",
    "coverage/**",
  ]),
]);

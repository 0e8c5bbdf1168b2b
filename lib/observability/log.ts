import pino, { type Logger } from "pino";
import { getSettings } from "@/lib/env";

// Structured JSON logs, one object per line on stdout, at LOG_LEVEL (default info; silent in tests).
// Secrets never reach a line: these paths are censored wherever a caller passes them.
export const REDACTED_PATHS = [
  "password",
  "*.password",
  "newPassword",
  "*.newPassword",
  "currentPassword",
  "*.currentPassword",
  "token",
  "*.token",
  "cookie",
  "*.cookie",
  "authorization",
  "*.authorization",
  'headers["cookie"]',
  'headers["authorization"]',
  'headers["set-cookie"]',
  "*.headers.cookie",
  "*.headers.authorization",
  "secret",
  "*.secret",
];

const globalForLog = globalThis as unknown as { nijiLogger?: { level: string; logger: Logger } };

function defaultLevel() {
  const { LOG_LEVEL, NODE_ENV } = getSettings();
  return LOG_LEVEL ?? (NODE_ENV === "test" || process.env.VITEST ? "silent" : "info");
}

/** The process's logger (created on first use, recreated when LOG_LEVEL changes). */
export function log(): Logger {
  const level = defaultLevel();
  const current = globalForLog.nijiLogger;
  if (current?.level === level) return current.logger;
  const logger = pino({
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    formatters: { level: (label) => ({ level: label }) },
  });
  globalForLog.nijiLogger = { level, logger };
  return logger;
}

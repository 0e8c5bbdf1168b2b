import pino, { type Logger } from "pino";
import { getSettings } from "@/lib/core/env";

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

const globalForLog = globalThis as unknown as { nijiLogger?: { level: string; logger: Logger; requests: Logger } };

function defaultLevel() {
  const { LOG_LEVEL, NODE_ENV } = getSettings();
  return LOG_LEVEL ?? (NODE_ENV === "test" || process.env.VITEST ? "silent" : "info");
}

function loggers() {
  const level = defaultLevel();
  const current = globalForLog.nijiLogger;
  if (current?.level === level) return current;
  const options = {
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  const logger = pino({ ...options, redact: { paths: REDACTED_PATHS, censor: "[redacted]" } });
  // the server's line per request holds fixed fields (id, method, route pattern, status, time) and
  // skips the redaction pass, which cost about half of the line's ~25 µs
  const requests = pino(options);
  globalForLog.nijiLogger = { level, logger, requests };
  return globalForLog.nijiLogger;
}

/** The process's logger (created on first use, recreated when LOG_LEVEL changes). */
export function log(): Logger {
  return loggers().logger;
}

/** The logger of the server's one line per request (scripts/serve.ts): only its fixed, secret-free fields. */
export function requestLog(): Logger {
  return loggers().requests;
}

import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import webPush from "web-push";

// Shared by the app's start command and the db scripts.
export const DATA_DIR = path.join(process.cwd(), ".data");
export const EMBEDDED_PORT = Number(process.env.NIJI_EMBEDDED_PORT ?? 54329);

/** A stable AUTH_SECRET for the embedded default, created once under .data. */
export function ensureAuthSecret() {
  if (process.env.AUTH_SECRET || process.env.NEXTAUTH_SECRET) return;
  mkdirSync(DATA_DIR, { recursive: true });
  const file = path.join(DATA_DIR, "auth-secret");
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  process.env.AUTH_SECRET = readFileSync(file, "utf8").trim();
}

/** A VAPID key pair for Web Push on the embedded default, created once under .data (unless both keys are set). */
export function ensureVapidKeys() {
  if (process.env.VAPID_PUBLIC_KEY || process.env.VAPID_PRIVATE_KEY) return;
  mkdirSync(DATA_DIR, { recursive: true });
  const file = path.join(DATA_DIR, "vapid.json");
  if (!existsSync(file)) writeFileSync(file, JSON.stringify(webPush.generateVAPIDKeys()), { mode: 0o600 });
  const keys = JSON.parse(readFileSync(file, "utf8")) as { publicKey: string; privateKey: string };
  process.env.VAPID_PUBLIC_KEY = keys.publicKey;
  process.env.VAPID_PRIVATE_KEY = keys.privateKey;
}

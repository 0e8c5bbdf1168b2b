// server-only, loaded outside Next too
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { getEnv } from "@/lib/core/env";

// Secrets the server must read back (a TOTP secret, a queued mail holding a link) are sealed at rest
// with AES-256-GCM under a key derived from AUTH_SECRET for one purpose: a database dump alone opens
// none of them, and a value sealed for one purpose does not open as another.
// Format: base64url(iv 12 bytes | tag 16 bytes | ciphertext).

const keys = new Map<string, Buffer>();
function keyFor(purpose: string): Buffer {
  const secret = getEnv().AUTH_SECRET;
  const id = `${purpose}\u0000${secret}`;
  let key = keys.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "niji-seal", `niji:${purpose}`, 32));
    keys.set(id, key);
  }
  return key;
}

export function seal(purpose: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFor(purpose), iv);
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** The plaintext, or null when the value was not sealed for this purpose with this AUTH_SECRET (or was altered). */
export function unseal(purpose: string, sealed: string): string | null {
  const raw = Buffer.from(sealed, "base64url");
  if (raw.length < 28) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFor(purpose), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

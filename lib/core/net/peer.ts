import { randomBytes } from "node:crypto";
import http from "node:http";

// Next's server keeps a client-sent X-Forwarded-For as it is (it only fills one in when absent), so
// route handlers cannot tell a spoofed header from a real proxy's. instrumentation.ts installs this
// hook on Node's HTTP server: it stamps every request with the socket's address and the
// X-Forwarded-For exactly as it arrived, under a per-process secret a client cannot forge.
export const PEER_HEADER = "x-niji-peer";
const SECRET = Symbol.for("niji.peer.secret");
const INSTALLED = Symbol.for("niji.peer.installed");
type Slots = { [SECRET]?: string; [INSTALLED]?: boolean };
const slots = globalThis as unknown as Slots;

function secret() {
  slots[SECRET] ??= randomBytes(16).toString("hex");
  return slots[SECRET];
}

/** The stamp's value for this peer (exported for tests that call handlers directly). */
export function peerStamp(address: string, forwardedFor: string | null = null) {
  return `${secret()}|${address}|${forwardedFor ?? ""}`;
}

export function installPeerStamp() {
  if (slots[INSTALLED]) return;
  slots[INSTALLED] = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function stampPeer(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const req = args[0] as http.IncomingMessage;
      const forwarded = req.headers["x-forwarded-for"];
      const original = Array.isArray(forwarded) ? forwarded.join(",") : forwarded ?? null;
      req.headers[PEER_HEADER] = peerStamp(req.socket?.remoteAddress ?? "unknown", original);
    }
    return emit.call(this, event, ...args);
  } as typeof emit;
}

export type Peer = { address: string; forwardedFor: string[] };

/** The stamped peer, or null when the request carries no genuine stamp. */
export function readPeer(headers: Headers): Peer | null {
  const value = headers.get(PEER_HEADER);
  if (!value) return null;
  const [key, address, ...rest] = value.split("|");
  if (key !== secret() || !address) return null;
  const forwardedFor = rest.join("|").split(",").map((part) => part.trim()).filter(Boolean);
  return { address: normalizeAddress(address), forwardedFor: forwardedFor.map(normalizeAddress) };
}

/** "::ffff:10.0.0.1" -> "10.0.0.1"; "[::1]:443" and "1.2.3.4:80" lose their ports. */
export function normalizeAddress(address: string) {
  let a = address.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(a);
  if (bracketed) a = bracketed[1];
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(":"));
  if (a.toLowerCase().startsWith("::ffff:") && a.includes(".")) a = a.slice(7);
  return a.toLowerCase();
}

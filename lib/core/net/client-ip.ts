import { BlockList, isIP } from "node:net";
import { getSettings } from "@/lib/core/env";
import { normalizeAddress, readPeer } from "@/lib/core/net/peer";

// The client's address for throttles. NIJI_TRUSTED_PROXIES says which forwarded hops to believe:
// unset (default) none, so the socket's address; a number N, the N proxies nearest to Niji; or a
// comma list of addresses/CIDRs, whose hops are skipped from the right.
type Trust = { kind: "none" } | { kind: "hops"; count: number } | { kind: "list"; list: BlockList };

let cached: { spec: string; trust: Trust } | null = null;

export function parseTrustedProxies(spec: string | undefined): Trust {
  const text = (spec ?? "").trim();
  if (!text || text === "0") return { kind: "none" };
  if (/^\d+$/.test(text)) return { kind: "hops", count: Number(text) };
  const list = new BlockList();
  for (const entry of text.split(",").map((e) => e.trim()).filter(Boolean)) {
    const [address, bits] = entry.split("/");
    const family = isIP(address);
    if (!family) throw new Error(`NIJI_TRUSTED_PROXIES: "${entry}" is not an address or CIDR`);
    const type = family === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return { kind: "list", list };
}

function trust(): Trust {
  const spec = getSettings().NIJI_TRUSTED_PROXIES ?? "";
  if (cached?.spec !== spec) cached = { spec, trust: parseTrustedProxies(spec) };
  return cached.trust;
}

function isTrusted(list: BlockList, address: string) {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? "ipv6" : "ipv4");
}

/** Picks the client from the hops (leftmost first, the socket's address last). */
export function pickClient(hops: string[], policy: Trust): string {
  if (policy.kind === "none") return hops[hops.length - 1];
  if (policy.kind === "hops") return hops[Math.max(0, hops.length - 1 - policy.count)];
  for (let i = hops.length - 1; i >= 0; i--) if (!isTrusted(policy.list, hops[i])) return hops[i];
  return hops[0];
}

/**
 * Is the socket's peer one of the trusted proxies? Only then may its forwarded host and protocol
 * name the address members used (lib/core/net/public-url.ts); never for an unstamped request.
 */
export function peerIsTrustedProxy(req: Request): boolean {
  const peer = readPeer(req.headers);
  if (!peer) return false;
  const policy = trust();
  if (policy.kind === "none") return false;
  if (policy.kind === "hops") return policy.count > 0;
  return isTrusted(policy.list, normalizeAddress(peer.address));
}

let warned = false;

/**
 * The client's address. Requests without the socket stamp (handlers called directly in tests, or
 * a server started without instrumentation.ts) share one "unstamped" key: stricter, never spoofable.
 */
export function clientIp(req: Request): string {
  const peer = readPeer(req.headers);
  if (!peer) {
    if (!warned && getSettings().NODE_ENV === "production") {
      warned = true;
      console.warn("[niji] request without the socket stamp: throttles use one shared key (is instrumentation.ts loaded?)");
    }
    return "unstamped";
  }
  return pickClient([...peer.forwardedFor, peer.address].map(normalizeAddress), trust());
}

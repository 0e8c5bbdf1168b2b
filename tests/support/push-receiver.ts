// A real Web Push receiver for tests and journeys (issue #32): a push service and the browsers
// behind it in one local http server on 127.0.0.1 (a random port), so the server's pushes are
// checked as a push service and a browser would check them, with no mock of web-push or of our code.
//
//   const receiver = await startPushReceiver();       // with NIJI_PUSH_ENDPOINT_HOSTS=127.0.0.1
//   const sub = receiver.newSubscription();            // { endpoint, keys: { p256dh, auth } }, as PushSubscription.toJSON()
//   …POST sub to /api/push/subscriptions, make something happen, run a sender round…
//   const [push] = await receiver.waitFor(1);           // resolves once 1 push is in (condition, no sleep)
//   push.payload.title; push.headers.ttl; push.endpoint
//   receiver.respondNext(410);                           // the next request is answered 410 (Gone)
//   receiver.respondNext(429, { retryAfter: 120 });     // 429 with Retry-After: 120
//   receiver.respondNext(500, { times: 2 });             // the next two requests get 500
//   await receiver.close();
//
// For each request it checks, and answers 400 (recorded in `refused`, never in `received`) otherwise:
// - `Authorization: vapid t=<JWT>, k=<public key>`: an ES256 JWT signed by k, `aud` this receiver's
//   origin, `exp` in the future and at most 24 h ahead, `sub` a mailto: or https: address (RFC 8292);
// - `Content-Encoding: aes128gcm` and a body it decrypts with the subscription's private key and
//   auth secret (RFC 8188 record + RFC 8291 key derivation: ECDH, HKDF, AES-128-GCM), JSON inside;
// - a `TTL` header.
// A push to an endpoint it never handed out is answered 404, as a push service does. A push it
// accepts (201) is in `received` with its headers (TTL, Urgency, Topic), the VAPID key and subject,
// the decrypted text and its JSON. Every request, accepted or not, counts in `requests`.
import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, randomUUID, verify } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type PushSubscriptionJson = { endpoint: string; keys: { p256dh: string; auth: string } };

export type ReceivedPush = {
  endpoint: string;
  headers: { ttl: number; urgency: string | null; topic: string | null };
  /** the VAPID public key (k=) and the JWT's sub */
  vapid: { publicKey: string; subject: string };
  /** the decrypted body as text (what a journey hands the service worker) and parsed */
  text: string;
  payload: Record<string, unknown>;
  /** performance.now() when the request reached the receiver (bench/push.ts) */
  arrivedAt: number;
};

export type RefusedPush = { endpoint: string; reason: string };

export type PushReceiver = {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** a new subscription with fresh keys (P-256 pair, 16-byte auth secret) this receiver holds */
  newSubscription(): PushSubscriptionJson;
  /** pushes accepted (201), oldest first */
  received: ReceivedPush[];
  /** requests refused by a check (bad VAPID, undecryptable…) */
  refused: RefusedPush[];
  /** every request that reached the receiver, whatever it was answered */
  requests: number;
  /** accepted pushes to one endpoint */
  pushesTo(endpoint: string): ReceivedPush[];
  /** answer the next request(s) with this status instead of 201 (the push is not recorded as received) */
  respondNext(status: number, options?: { retryAfter?: number; times?: number }): void;
  /** resolves with the accepted pushes once there are at least `count` (rejects after timeoutMs, default 5000) */
  waitFor(count: number, options?: { timeoutMs?: number }): Promise<ReceivedPush[]>;
  /** forget what was received and any pending answers (the subscriptions stay valid) */
  reset(): void;
  close(): Promise<void>;
};

type Keys = { ecdh: ReturnType<typeof createECDH>; publicKey: Buffer; auth: Buffer };

const b64url = (buffer: Buffer) => buffer.toString("base64url");
const fromB64url = (text: string) => Buffer.from(text, "base64url");

/** Checks `vapid t=…, k=…` against this origin; returns the key and subject, or why not. */
export function verifyVapid(header: string | undefined, origin: string, now = Date.now()): { publicKey: string; subject: string } | string {
  const match = /^vapid\s+(.+)$/i.exec(header ?? "");
  if (!match) return "no vapid authorization";
  const params = Object.fromEntries(match[1].split(",").map((part) => part.trim().split("=", 2) as [string, string]));
  const token = params.t;
  const key = params.k;
  if (!token || !key) return "vapid t= or k= missing";
  const [head, body, signature] = token.split(".");
  if (!head || !body || !signature) return "malformed JWT";
  const header_ = JSON.parse(fromB64url(head).toString("utf8")) as { alg?: string };
  if (header_.alg !== "ES256") return `JWT alg ${header_.alg}`;
  const point = fromB64url(key);
  if (point.length !== 65 || point[0] !== 4) return "k is not an uncompressed P-256 point";
  const publicKey = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    format: "jwk",
  });
  const signed = verify("sha256", Buffer.from(`${head}.${body}`), { key: publicKey, dsaEncoding: "ieee-p1363" }, fromB64url(signature));
  if (!signed) return "JWT signature does not verify against k";
  const claims = JSON.parse(fromB64url(body).toString("utf8")) as { aud?: string; exp?: number; sub?: string };
  if (claims.aud !== origin) return `JWT aud ${claims.aud} is not ${origin}`;
  const seconds = now / 1000;
  if (typeof claims.exp !== "number" || claims.exp <= seconds || claims.exp > seconds + 24 * 3600) return "JWT exp not within the next 24 h";
  if (typeof claims.sub !== "string" || !/^(mailto:|https:)/.test(claims.sub)) return "JWT sub missing";
  return { publicKey: key, subject: claims.sub };
}

/** Decrypts an aes128gcm body (RFC 8188) with a subscription's keys (RFC 8291); throws when it cannot. */
export function decryptAes128gcm(body: Buffer, keys: Keys): Buffer {
  if (body.length < 21) throw new Error("body shorter than the aes128gcm header");
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  const senderKey = body.subarray(21, 21 + idLength);
  if (senderKey.length !== 65) throw new Error("keyid is not the sender's P-256 public key");
  const records = body.subarray(21 + idLength);
  if (records.length > recordSize) throw new Error("more than one record (a push is one)");
  const shared = keys.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), keys.publicKey, senderKey]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (end < 0 || padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end);
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const subscriptions = new Map<string, Keys>();
  const planned: { status: number; retryAfter?: number }[] = [];
  const waiters = new Set<() => void>();
  let origin = "";

  const receiver: PushReceiver = {
    origin: "",
    received: [],
    refused: [],
    requests: 0,
    newSubscription() {
      const ecdh = createECDH("prime256v1");
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomUUID();
      subscriptions.set(id, { ecdh, publicKey, auth });
      return { endpoint: `${origin}/push/${id}`, keys: { p256dh: b64url(publicKey), auth: b64url(auth) } };
    },
    pushesTo(endpoint) {
      return receiver.received.filter((push) => push.endpoint === endpoint);
    },
    respondNext(status, options = {}) {
      for (let i = 0; i < (options.times ?? 1); i += 1) planned.push({ status, retryAfter: options.retryAfter });
    },
    waitFor(count, options = {}) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (receiver.received.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(receiver.received.slice());
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`push receiver: ${receiver.received.length} of ${count} pushes arrived (refused: ${JSON.stringify(receiver.refused)})`));
        }, options.timeoutMs ?? 5000);
        waiters.add(check);
        check();
      });
    },
    reset() {
      receiver.received.length = 0;
      receiver.refused.length = 0;
      receiver.requests = 0;
      planned.length = 0;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const answer = (res: ServerResponse, status: number, headers: Record<string, string> = {}) => {
    res.writeHead(status, headers);
    res.end();
  };

  const server = createServer(async (req, res) => {
    const arrivedAt = performance.now();
    receiver.requests += 1;
    const body = await readBody(req);
    const id = /^\/push\/([\w-]+)$/.exec(req.url ?? "")?.[1];
    const endpoint = `${origin}${req.url ?? ""}`;
    const keys = id ? subscriptions.get(id) : undefined;
    const refuse = (reason: string) => {
      receiver.refused.push({ endpoint, reason });
      answer(res, 400);
    };
    if (req.method !== "POST") return refuse(`method ${req.method}`);
    if (!keys) return answer(res, 404);
    const plan = planned.shift();
    if (plan) return answer(res, plan.status, plan.retryAfter === undefined ? {} : { "Retry-After": String(plan.retryAfter) });
    const vapid = verifyVapid(req.headers.authorization, origin);
    if (typeof vapid === "string") return refuse(vapid);
    if (req.headers["content-encoding"] !== "aes128gcm") return refuse(`Content-Encoding ${req.headers["content-encoding"]}`);
    const ttl = Number(req.headers.ttl);
    if (req.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) return refuse("TTL missing");
    let text: string;
    let payload: Record<string, unknown>;
    try {
      text = decryptAes128gcm(body, keys).toString("utf8");
      payload = JSON.parse(text) as Record<string, unknown>;
    } catch (error) {
      return refuse(`cannot decrypt: ${(error as Error).message}`);
    }
    const header = (name: string) => (typeof req.headers[name] === "string" ? (req.headers[name] as string) : null);
    receiver.received.push({ endpoint, headers: { ttl, urgency: header("urgency"), topic: header("topic") }, vapid, text, payload, arrivedAt });
    answer(res, 201, { Location: `${origin}/message/${randomUUID()}` });
    for (const waiter of [...waiters]) waiter();
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  receiver.origin = origin;
  return receiver;
}

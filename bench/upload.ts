// Upload benchmark (run by hand, never part of npm test): pushes a 50 MB video through the real
// handshake of a running server and reports throughput and the server's peak RSS growth.
//
//   BENCH_URL=http://localhost:3000 npx tsx bench/upload.ts        # e.g. against `npm run app` / `next start`
//   SERVER_PID=<pid> BENCH_URL=... npx tsx bench/upload.ts         # when the pid cannot be found from the port
//
// The server's pid is found from the port it listens on (ss -ltnp), else SERVER_PID. Exit code 1 when
// peak RSS growth reaches 64 MB. Set BENCH_MB to change the size (default just under 50 MB, the video limit).
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";

const BASE = new URL(process.env.BENCH_URL ?? process.env.E2E_BASE_URL ?? "http://localhost:3000");
const MB = 1024 * 1024;
const SIZE = Math.round(Number(process.env.BENCH_MB ?? 50) * MB) - 1024;
const CHUNK = 64 * 1024;
const TARGET_GROWTH_MB = 64;

function serverPid(): number {
  if (process.env.SERVER_PID) return Number(process.env.SERVER_PID);
  const out = execFileSync("ss", ["-ltnpH", `sport = :${BASE.port || 80}`], { encoding: "utf8" });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) throw new Error(`No process listens on port ${BASE.port}; set SERVER_PID`);
  return Number(pid);
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

async function json(path: string, init: RequestInit & { cookie?: string } = {}) {
  const res = await fetch(new URL(path, BASE), {
    ...init,
    headers: { "content-type": "application/json", ...(init.cookie ? { cookie: init.cookie } : {}), origin: BASE.origin },
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${res.status} ${text}`);
  return { data: text ? JSON.parse(text) : null, headers: res.headers };
}

async function signIn(): Promise<string> {
  const email = `bench.${Date.now()}.${randomBytes(3).toString("hex")}@example.test`;
  const password = "rainbow-123";
  await json("/api/auth/signup", { method: "POST", body: JSON.stringify({ email, password, firstName: "Bench", lastName: "Mark" }) });
  const login = await json("/api/auth/login", { method: "POST", body: JSON.stringify({ email, password }) });
  return (login.headers.get("set-cookie") ?? "").split(";")[0];
}

// Streams SIZE bytes (ftyp, then one mdat of random bytes: a walkable MP4) with a Content-Length, chunk by chunk.
function putVideo(uploadURL: string, size = SIZE): Promise<number> {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom"), Buffer.from([0, 0, 2, 0]), Buffer.from("isommp42")]);
  const mdat = Buffer.alloc(8);
  mdat.writeUInt32BE(size - ftyp.length);
  mdat.write("mdat", 4, "latin1");
  const header = Buffer.concat([ftyp, mdat]);
  const filler = randomBytes(CHUNK);
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(uploadURL, BASE), {
      method: "PUT",
      headers: { "content-type": "video/mp4", "content-length": size, origin: BASE.origin },
    });
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => (res.statusCode === 200 ? resolve(res.statusCode) : reject(new Error(`PUT answered ${res.statusCode}`))));
    });
    req.on("error", reject);
    let sent = 0;
    const write = () => {
      while (sent < size) {
        const chunk = sent === 0 ? Buffer.concat([header, filler]).subarray(0, CHUNK) : filler.subarray(0, Math.min(CHUNK, size - sent));
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", write);
      }
      req.end();
    };
    write();
  });
}

const pid = serverPid();
const cookie = await signIn();
const newAddress = async () =>
  (await json("/api/objects/upload", { method: "POST", cookie, body: JSON.stringify({ purpose: "post" }) })).data as { uploadURL: string };
// A 1 MB warm-up loads the route code first (BENCH_COLD=1 skips it to measure a cold server).
if (!process.env.BENCH_COLD) await putVideo((await newAddress()).uploadURL, MB);
const address = await newAddress();

await new Promise((r) => setTimeout(r, 500));
const baseline = rssMb(pid);
let peak = baseline;
const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
const started = performance.now();
await putVideo(address.uploadURL);
const seconds = (performance.now() - started) / 1000;
const { data: registered } = await json("/api/post-images", { method: "PUT", cookie, body: JSON.stringify({ imageURL: address.uploadURL }) });
await new Promise((r) => setTimeout(r, 300));
clearInterval(sampler);

const readStart = performance.now();
const served = await fetch(new URL(registered.objectPath, BASE), { headers: { cookie } });
const readBytes = (await served.arrayBuffer()).byteLength;
const readSeconds = (performance.now() - readStart) / 1000;

const growth = peak - baseline;
console.log(`server ${BASE.origin} (pid ${pid})`);
console.log(`upload   ${(SIZE / MB).toFixed(1)} MB in ${seconds.toFixed(2)} s = ${(SIZE / MB / seconds).toFixed(1)} MB/s`);
console.log(`download ${(readBytes / MB).toFixed(1)} MB in ${readSeconds.toFixed(2)} s = ${(readBytes / MB / readSeconds).toFixed(1)} MB/s (${served.status}, ${readBytes === SIZE ? "identical size" : "SIZE MISMATCH"})`);
console.log(`server RSS baseline ${baseline.toFixed(1)} MB, peak ${peak.toFixed(1)} MB, growth ${growth.toFixed(1)} MB (target < ${TARGET_GROWTH_MB} MB)`);
process.exit(growth < TARGET_GROWTH_MB && readBytes === SIZE ? 0 : 1);

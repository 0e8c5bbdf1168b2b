import http from "node:http";

// A reverse proxy for the journey behind one (e2e/behind-proxy.spec.ts, issue #29), as nginx's
// defaults behave: the app sees the Host of its own listen address (never the member's), and learns
// the member's from X-Forwarded-Host/-Proto/-For. Bodies stream both ways (live SSE, uploads);
// Set-Cookie and Location pass untouched, so a redirect naming the app's address would leave the
// proxy's origin and the journey would see it.
// usage: tsx scripts/e2e-proxy.ts <listen host> <listen port> <upstream host> <upstream port>
const [listenHost, listenPort, upstreamHost, upstreamPort] = process.argv.slice(2);
if (!listenHost || !listenPort || !upstreamHost || !upstreamPort) {
  console.error("usage: tsx scripts/e2e-proxy.ts <listen host> <listen port> <upstream host> <upstream port>");
  process.exit(2);
}

// hop-by-hop headers (RFC 9110 7.6.1) are the connection's own, never forwarded
const HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "te", "trailer", "upgrade", "proxy-authorization", "proxy-authenticate"]);
const FORWARDED = new Set(["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto"]);

/** Raw [name, value, name, value…] without hop-by-hop headers (and those `drop` names). */
function endToEnd(raw: string[], drop: Set<string> = new Set()) {
  const out: string[] = [];
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i].toLowerCase();
    if (!HOP.has(name) && !drop.has(name)) out.push(raw[i], raw[i + 1]);
  }
  return out;
}

const agent = new http.Agent({ keepAlive: true });

const server = http.createServer((req, res) => {
  const prior = req.headers["x-forwarded-for"];
  const client = req.socket.remoteAddress ?? "";
  const headers = endToEnd(req.rawHeaders, new Set(["host", ...FORWARDED]));
  headers.push(
    "Host", `${upstreamHost}:${upstreamPort}`,
    "X-Forwarded-For", prior ? `${Array.isArray(prior) ? prior.join(", ") : prior}, ${client}` : client,
    "X-Forwarded-Host", req.headers.host ?? `${listenHost}:${listenPort}`,
    "X-Forwarded-Proto", "http",
  );
  const upstream = http.request({ host: upstreamHost, port: Number(upstreamPort), method: req.method, path: req.url, headers, agent }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.rawHeaders));
    res.flushHeaders(); // an event stream's headers go out before its first event
    answer.pipe(res);
    answer.on("error", () => res.destroy());
  });
  upstream.on("error", (error) => {
    if (res.headersSent) return void res.destroy();
    res.writeHead(502, { "content-type": "text/plain" }).end(`proxy: ${error.message}`);
  });
  // the member went away (a closed live stream): so does the upstream request
  res.on("close", () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
});

server.listen(Number(listenPort), listenHost, () => console.log(`[proxy] http://${listenHost}:${listenPort} -> http://${upstreamHost}:${upstreamPort}`));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(0));

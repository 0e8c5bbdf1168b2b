import http, { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import { Socket, type AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { jsonTextResponse } from "@/lib/core/net/body-text";
import { directRoute, encodingFor, serveDirect } from "@/lib/server/ops/direct-routes";

const feed = async () => new Response("[]");
const routes = new Map([["/api/posts/feed", feed]]);
const request = (method: string, url: string) => ({ method, url }) as IncomingMessage;

describe("directRoute", () => {
  it("takes a GET for exactly a direct route's path, with or without a query", () => {
    expect(directRoute(routes, request("GET", "/api/posts/feed"))).toBe(feed);
    expect(directRoute(routes, request("GET", "/api/posts/feed?cursor=abc&limit=5"))).toBe(feed);
  });

  it("leaves everything else to Next: other methods, other paths, a trailing slash, percent-escapes, doubled slashes", () => {
    for (const method of ["HEAD", "POST", "OPTIONS", "DELETE"]) expect(directRoute(routes, request(method, "/api/posts/feed"))).toBeNull();
    for (const url of ["/api/posts/feed/", "/api/posts/fe%65d", "//api/posts/feed", "/api/posts/explore", "/api/posts/feed/x", "/"]) {
      expect(directRoute(routes, request("GET", url))).toBeNull();
    }
  });
});

// encodingFor settles, without the compression middleware, what it would decide without much
// negotiation: each case runs twice, once through the middleware Next uses and once through
// encodingFor, and wherever encodingFor decides, the middleware must decide the same and leave the
// same headers (the lane then sets Content-Encoding and Content-Length itself).
describe("encodingFor", () => {
  const compression = createRequire(import.meta.url)("next/dist/compiled/compression") as () => (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  const NEXT_VARY = "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch";

  type Case = { encoding?: string; length: number; type: string; cacheControl?: string; vary?: string | string[] };
  function response({ encoding, length, type, cacheControl, vary }: Case) {
    const req = new IncomingMessage(new Socket());
    req.method = "GET";
    req.headers = encoding === undefined ? {} : { "accept-encoding": encoding };
    const res = new ServerResponse(req);
    res.setHeader("content-type", type);
    if (cacheControl !== undefined) res.setHeader("cache-control", cacheControl);
    if (vary !== undefined) res.setHeader("vary", vary);
    res.setHeader("content-length", length);
    return { req, res };
  }
  /** The headers the middleware sends for this case (it decides when they are written). */
  function throughMiddleware(input: Case) {
    const { req, res } = response(input);
    compression()(req, res, () => undefined);
    res.writeHead(200);
    return res.getHeaders();
  }

  const ENCODINGS = [
    [undefined, ""],
    ["gzip", "gzip, deflate", "gzip, deflate, br, zstd", "br, gzip", "GZIP", "x-gzip", "br", "zstd, br"],
    ["identity", "identity, gzip", "gzip, identity", "deflate", "deflate, gzip", "deflate, identity, gzip", "deflate, gzip, identity", "gzip, deflate, gzip", "gzip, identity, gzip"],
    ["gzip;q=0", "gzip;q=0.5, identity", "*", "*, gzip", "gzip,,deflate", " gzip ", "gzip;level=1"],
  ].flat();
  const cases: Case[] = [];
  for (const encoding of ENCODINGS)
    for (const length of [0, 40, 1023, 1024, 9000])
      for (const cacheControl of [undefined, "private, no-store", "no-transform", "private,no-transform"])
        for (const vary of [undefined, NEXT_VARY, `${NEXT_VARY}, Accept-Encoding`, "accept-encoding", "*", "origin, *", ["origin", "cookie"]])
          for (const type of ["application/json", "text/plain", "image/png"]) cases.push({ encoding, length, type, cacheControl, vary });

  it("decides as the middleware does, with the headers it leaves, wherever it decides", () => {
    const decided = { gzip: 0, identity: 0 };
    for (const input of cases) {
      const { req, res } = response(input);
      const encoding = encodingFor(req, res, input.length);
      if (encoding === null) continue;
      decided[encoding]++;
      const { "content-encoding": encoded, ...middleware } = throughMiddleware(input);
      expect({ input, encoding: encoded ?? "identity" }).toEqual({ input, encoding });
      if (encoding === "gzip") delete middleware["content-length"]; // the middleware streams; the lane sets the gzip's length
      const { "content-length": length, ...mine } = res.getHeaders();
      expect({ input, headers: encoding === "gzip" ? mine : { ...mine, "content-length": length } }).toEqual({ input, headers: middleware });
    }
    expect(decided.gzip).toBeGreaterThan(100);
    expect(decided.identity).toBeGreaterThan(cases.length / 4);
  });

  it("settles a browser's or a bench's request for a page, and leaves q-values, * and deflate to the middleware", () => {
    const page = (encoding: string | undefined, length: number) => {
      const { req, res } = response({ encoding, length, type: "application/json", cacheControl: "private, no-store", vary: NEXT_VARY });
      return { encoding: encodingFor(req, res, length), vary: res.getHeader("vary") };
    };
    const vary = `${NEXT_VARY}, Accept-Encoding`;
    expect(page(undefined, 9000)).toEqual({ encoding: "identity", vary });
    expect(page("gzip, deflate, br, zstd", 1023)).toEqual({ encoding: "identity", vary });
    expect(page("gzip, deflate, br, zstd", 1024)).toEqual({ encoding: "gzip", vary });
    expect(page("identity", 9000)).toEqual({ encoding: "identity", vary });
    for (const header of ["gzip;q=0.5", "*", "deflate", "deflate, br"]) expect({ header, ...page(header, 9000) }).toEqual({ header, encoding: null, vary: NEXT_VARY });
    // a type outside application/json: the middleware reads its MIME table
    const { req, res } = response({ length: 10, type: "text/plain" });
    expect(encodingFor(req, res, 10)).toBeNull();
  });
});

describe("serveDirect's gzip", () => {
  // a page's JSON text of `bytes` bytes, as pageResponse makes it
  const page = (bytes: number) => JSON.stringify([{ caption: "x".repeat(bytes - 20) }]);
  async function fetchGzipped(text: string) {
    const handler = async () => jsonTextResponse(text, { headers: { "Cache-Control": "private, no-store" } });
    const server = http.createServer((req, res) => void serveDirect(process.cwd(), handler, req, res));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      return await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http.get({ host: "127.0.0.1", port, path: "/api/posts/feed", headers: { "accept-encoding": "gzip, deflate, br, zstd" } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on("error", reject);
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it("gzips a page on the thread and a body over 64 kB on zlib's pool, each whole with its length", async () => {
    for (const text of [page(8_000), page(200_000)]) {
      const { headers, body } = await fetchGzipped(text);
      expect(headers["content-encoding"]).toBe("gzip");
      expect(headers["content-length"]).toBe(String(body.length));
      expect(headers.vary).toContain("Accept-Encoding");
      expect(gunzipSync(body).toString("utf8")).toBe(text);
    }
  });
});

import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { directRoute } from "@/lib/server/ops/direct-routes";

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

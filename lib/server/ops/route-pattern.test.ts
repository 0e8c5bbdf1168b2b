import { describe, expect, it } from "vitest";
import { requestIdFrom, routeMatcher } from "./route-pattern";

const match = routeMatcher({
  staticRoutes: [{ page: "/", regex: "^/(?:/)?$" }, { page: "/api/posts", regex: "^/api/posts(?:/)?$" }],
  dynamicRoutes: [
    { page: "/api/posts/[id]", regex: "^/api/posts/([^/]+?)(?:/)?$" },
    { page: "/api/uploads/[token]", regex: "^/api/uploads/([^/]+?)(?:/)?$" },
    { page: "/objects/[...key]", regex: "^/objects/(.+?)(?:/)?$" },
  ],
});

describe("routeMatcher", () => {
  it("names static routes, dynamic routes by their pattern, and hides tokens and ids", () => {
    expect(match("/")).toBe("/");
    expect(match("/api/posts")).toBe("/api/posts");
    expect(match("/api/posts/")).toBe("/api/posts");
    expect(match("/api/posts/ckabc123")).toBe("/api/posts/[id]");
    expect(match("/api/uploads/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde")).toBe("/api/uploads/[token]");
    expect(match("/objects/m/0123abcd.jpg")).toBe("/objects/[...key]");
    expect(match("/_next/static/chunks/app.js")).toBe("/_next/static");
    expect(match("/icon-192.png")).toBe("/icon-192.png");
    expect(match("/no/such/page/for/someone@example.com")).toBe("unmatched");
  });
});

describe("requestIdFrom", () => {
  it("keeps a safe incoming id and replaces anything else", () => {
    const fresh = () => "fresh";
    expect(requestIdFrom("lb-1234.abc_DEF", fresh)).toBe("lb-1234.abc_DEF");
    expect(requestIdFrom(undefined, fresh)).toBe("fresh");
    expect(requestIdFrom("", fresh)).toBe("fresh");
    expect(requestIdFrom("a".repeat(65), fresh)).toBe("fresh");
    expect(requestIdFrom("id\nforged log line", fresh)).toBe("fresh");
    expect(requestIdFrom(["first", "second"], fresh)).toBe("first");
  });
});

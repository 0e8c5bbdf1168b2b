import { afterEach, describe, expect, it } from "vitest";
import { POST as followRoute } from "@/app/api/users/[id]/follow/route";
import { POST as likeRoute } from "@/app/api/posts/[id]/like/route";
import { call, createUser, type Handler } from "@/tests/support/http";

// Finding 8: bodyless writes skipped the content-type check, and a spoofed X-Forwarded-Host let a
// foreign Origin through.
const follow = async (headers: Record<string, string>, rawBody?: string) => {
  const [member, other] = await Promise.all([createUser(), createUser()]);
  return call(followRoute as Handler, `/api/users/${other.id}/follow`, { method: "POST", cookie: member.cookie, params: { id: other.id }, headers, rawBody });
};

afterEach(() => {
  delete process.env.NIJI_PUBLIC_URL;
});

describe("writes accept JSON or no body, from our own origin only", () => {
  it.each([
    ["text/plain without Origin", { "content-type": "text/plain" }, "x"],
    ["an empty text/plain", { "content-type": "text/plain" }, undefined],
    ["a form post", { "content-type": "application/x-www-form-urlencoded" }, "a=1"],
    ["multipart", { "content-type": "multipart/form-data; boundary=x" }, "--x--"],
  ])("refuses %s (415)", async (_name, headers, body) => {
    const res = await follow(headers, body);
    expect(res.status).toBe(415);
    expect(res.data.code).toBe("unsupported_media_type");
  });

  it("refuses a body without a content type (415)", async () => {
    const res = await follow({ "content-length": "3" }, "a=1");
    expect(res.status).toBe(415);
  });

  it("accepts no body, or JSON, from the same origin", async () => {
    expect((await follow({})).status).toBe(200);
    expect((await follow({ origin: "http://localhost:3000" })).status).toBe(200);
    expect((await follow({ "content-type": "application/json" }, "{}")).status).toBe(200);
  });

  it("refuses a foreign Origin even with a matching spoofed X-Forwarded-Host (403)", async () => {
    const res = await follow({ origin: "https://evil.example", "x-forwarded-host": "evil.example" });
    expect(res.status).toBe(403);
    expect(res.data).toEqual({ message: "Cross-site request refused", code: "forbidden", messageKey: "crossSite" });
  });

  it("refuses a browser's cross-site write (Sec-Fetch-Site) even without Origin", async () => {
    expect((await follow({ "sec-fetch-site": "cross-site" })).status).toBe(403);
  });

  it("checks Origin against NIJI_PUBLIC_URL when it is set", async () => {
    process.env.NIJI_PUBLIC_URL = "https://niji.example.jp";
    expect((await follow({ origin: "https://niji.example.jp" })).status).toBe(200);
    expect((await follow({ origin: "http://localhost:3000" })).status).toBe(403);
    const member = await createUser();
    const res = await call(likeRoute as Handler, "/api/posts/x/like", { method: "POST", cookie: member.cookie, params: { id: "x" }, headers: { origin: "http://niji.example.jp" } });
    expect(res.status).toBe(403);
  });
});

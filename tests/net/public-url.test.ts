import { afterEach, describe, expect, it } from "vitest";
import { GET as icsRoute } from "@/app/api/events/[id]/ics/route";
import { GET as loginRoute } from "@/app/api/login/route";
import { GET as logoutRoute } from "@/app/api/logout/route";
import { PEER_HEADER, peerStamp } from "@/lib/core/net/peer";
import { createEvent } from "@/tests/events/helpers";
import { createUser, type Handler } from "@/tests/support/http";

// Issue #29: logout and the session-expired redirect sent members to http://localhost:<port>, the
// address Next gives a handler under `npm start` (req.url), whatever the Host and NIJI_PUBLIC_URL.
// These requests come as `npm start` hands them over: req.url names localhost, the Host header the
// address the member typed. Nothing the app answers may name localhost.
const LISTEN = "http://localhost:3941";

async function send(handler: Handler, path: string, headers: Record<string, string>, params: Record<string, string> = {}) {
  const req = new Request(`${LISTEN}${path}`, { headers });
  return handler(req, { params: Promise.resolve(params) });
}

/** Where a browser at `page` goes with this Location. */
const follow = (res: Response, page: string) => new URL(res.headers.get("location")!, page).href;

afterEach(() => {
  delete process.env.NIJI_PUBLIC_URL;
  delete process.env.NIJI_TRUSTED_PROXIES;
});

describe("redirects stay on the address the member is on", () => {
  const redirects: [string, Handler, string, string][] = [
    ["logout", logoutRoute as unknown as Handler, "/api/logout", "/"],
    ["login", loginRoute as unknown as Handler, "/api/login", "/login"],
  ];

  it.each(redirects)("%s, reached at niji.example.jp, answers a Location that does not name localhost", async (_name, handler, path, target) => {
    const member = await createUser();
    const res = await send(handler, path, { host: "niji.example.jp", cookie: member.cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).not.toContain("localhost");
    expect(follow(res, `http://niji.example.jp${path}`)).toBe(`http://niji.example.jp${target}`);
  });

  it.each(redirects)("%s with NIJI_PUBLIC_URL set answers a Location that does not name localhost", async (_name, handler, path, target) => {
    process.env.NIJI_PUBLIC_URL = "https://niji.example.jp";
    const res = await send(handler, path, { host: "niji.example.jp" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).not.toContain("localhost");
    expect(follow(res, `https://niji.example.jp${path}`)).toBe(`https://niji.example.jp${target}`);
  });

  it.each(redirects)("%s never sends a browser to a hostile Host's site", async (_name, handler, path, target) => {
    for (const host of ["evil.example", "evil.example/@x", "niji.example.jp@evil.example"]) {
      const res = await send(handler, path, { host, "x-forwarded-host": "evil.example" });
      // relative: a browser resolves it against the address it is actually on
      expect(res.headers.get("location")).toBe(target);
      expect(follow(res, `https://niji.example.jp${path}`)).toBe(`https://niji.example.jp${target}`);
    }
  });
});

describe("the .ics file links the event at the public address", () => {
  async function icsUrl(headers: Record<string, string>) {
    const organizer = await createUser();
    const event = await createEvent(organizer.cookie, {});
    const res = await send(icsRoute as Handler, `/api/events/${event.id}/ics`, { ...headers, cookie: organizer.cookie }, { id: event.id });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain("localhost");
    return { url: /\r\nURL:(.*)\r\n/.exec(text)?.[1] ?? null, id: event.id };
  }

  it("names the request's Host, not the listen address", async () => {
    const { url, id } = await icsUrl({ host: "niji.example.jp" });
    expect(url).toBe(`http://niji.example.jp/events/${id}`);
  });

  it("names NIJI_PUBLIC_URL when it is set, whatever the Host", async () => {
    process.env.NIJI_PUBLIC_URL = "https://niji.example.jp";
    const { url, id } = await icsUrl({ host: "10.0.0.7:3000" });
    expect(url).toBe(`https://niji.example.jp/events/${id}`);
  });

  it("believes X-Forwarded-Host and -Proto from a trusted proxy only", async () => {
    const forwarded = { host: "app:3000", "x-forwarded-host": "niji.example.jp", "x-forwarded-proto": "https" };
    // no NIJI_TRUSTED_PROXIES: anyone can send those headers
    expect((await icsUrl({ ...forwarded, [PEER_HEADER]: peerStamp("10.1.2.3") })).url).toMatch(/^http:\/\/app:3000\/events\//);
    for (const trusted of ["1", "10.0.0.0/8"]) {
      process.env.NIJI_TRUSTED_PROXIES = trusted;
      const { url, id } = await icsUrl({ ...forwarded, [PEER_HEADER]: peerStamp("10.1.2.3") });
      expect(url).toBe(`https://niji.example.jp/events/${id}`);
      // a request without the socket stamp is never from a proxy
      expect((await icsUrl(forwarded)).url).toMatch(/^http:\/\/app:3000\/events\//);
    }
    process.env.NIJI_TRUSTED_PROXIES = "192.0.2.0/24";
    expect((await icsUrl({ ...forwarded, [PEER_HEADER]: peerStamp("10.1.2.3") })).url).toMatch(/^http:\/\/app:3000\/events\//);
  });

  it("leaves the link out rather than name a malformed Host", async () => {
    for (const host of ["evil.example/path", "a@evil.example", "evil.example, niji.example.jp", "evil.example:99999", "<x>"]) {
      expect((await icsUrl({ host })).url).toBeNull();
    }
  });
});

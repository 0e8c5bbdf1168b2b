import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as userRoute } from "@/app/api/auth/user/route";
import { GET as listRoute } from "@/app/api/auth/sessions/route";
import { DELETE as endRoute } from "@/app/api/auth/sessions/[id]/route";
import { POST as endOthersRoute } from "@/app/api/auth/sessions/end-others/route";
import { GET as logoutRoute } from "@/app/api/logout/route";
import { PUT as updateUserRoute } from "@/app/api/users/[id]/route";
import { db } from "@/lib/data/db";
import { unseal } from "@/lib/core/seal";
import { hashSecret } from "@/lib/core/secret-token";
import { encode } from "next-auth/jwt";
import { getEnv } from "@/lib/core/env";
import { resetThrottle } from "@/lib/data/throttle";
import { LAST_SEEN_EVERY_MS, SESSION_COOKIE } from "@/lib/data/session";
import { subscribeLive } from "@/lib/data/realtime/hub";
import { deviceLabel, DEVICE_COOKIE } from "@/lib/domain/auth/device";
import { MAIL_SEAL, type SealedMail } from "@/lib/domain/mail/queue";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";

// Signed-in devices: every sign-in is a Session row named after its browser; a member lists them and
// signs one (or all the others) out, which every instance refuses within the session cache window.

const login = loginRoute as Handler;
const me = userRoute as Handler;
const list = listRoute as Handler;
const end = endRoute as Handler;
const endOthers = endOthersRoute as Handler;

const PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const LAPTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0";

type Browser = { ua: string; device?: string };

/** Signs in from a browser (its User-Agent and device cookie, which it keeps); returns the session cookie. */
async function signIn(member: TestUser, browser: Browser) {
  const res = await call(login, "/api/auth/login", {
    body: { email: member.email, password: member.password },
    headers: { "user-agent": browser.ua },
    cookie: browser.device ? `${DEVICE_COOKIE}=${browser.device}` : null,
  });
  expect(res.status).toBe(200);
  const cookies = res.headers.getSetCookie();
  const session = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`))!.split(";")[0]!;
  const device = cookies.find((c) => c.startsWith(`${DEVICE_COOKIE}=`))!;
  expect(device).toMatch(/HttpOnly/);
  expect(device).toMatch(/SameSite=Lax/);
  expect(device).toMatch(/Max-Age=34560000/);
  browser.device = device.split(";")[0]!.slice(DEVICE_COOKIE.length + 1);
  return session;
}

const status = async (cookie: string) => (await call(me, "/api/auth/user", { cookie })).status;
const sessionsOf = async (cookie: string) => (await call(list, "/api/auth/sessions", { cookie })).data as { id: string; current: boolean; device: string; createdAt: string; lastSeenAt: string }[];

async function newDeviceMails(email: string) {
  const rows = await db.outboundMail.findMany({ where: { to: email }, orderBy: { createdAt: "asc" } });
  return rows.map((row) => JSON.parse(unseal(MAIL_SEAL, row.sealed)!) as SealedMail).filter((mail) => /Firefox on Windows|Safari on iPhone|Chrome on Android|WindowsのFirefox|iPhoneのSafari|AndroidのChrome/.test(mail.text));
}

afterEach(() => {
  vi.useRealTimers();
  resetThrottle();
  process.env.NIJI_SESSION_CACHE_MS = "0";
});

describe("device labels", () => {
  it.each([
    [PHONE, "Chrome on Android"],
    [IPHONE, "Safari on iPhone"],
    [LAPTOP, "Firefox on Windows"],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15", "Safari on macOS"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0", "Edge on Windows"],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1", "Chrome on iPhone"],
    ["curl/8.5.0", "Unknown device"],
    [null, "Unknown device"],
  ])("%s -> %s", (ua, label) => {
    expect(deviceLabel(ua)).toBe(label);
  });
});

describe("GET /api/auth/sessions", () => {
  it("lists the member's devices newest first, marks this one, keeps no address", async () => {
    const member = await createUser();
    const phone = await signIn(member, { ua: PHONE });
    const laptop = await signIn(member, { ua: LAPTOP });
    const res = await call(list, "/api/auth/sessions", { cookie: laptop });
    expect(res.status).toBe(200);
    // createUser's own session, the phone and the laptop, newest first (sign-ins in one millisecond tie on
    // createdAt, so the order is checked on the times, not on the sign-ins' order)
    const sessions = res.data as { device: string; current: boolean; createdAt: string }[];
    expect(sessions.map((s) => s.device).sort()).toEqual(["Chrome on Android", "Firefox on Windows", "Test browser"]);
    const times = sessions.map((s) => Date.parse(s.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(sessions.filter((s) => s.current).map((s) => s.device)).toEqual(["Firefox on Windows"]);
    for (const session of res.data) expect(Object.keys(session).sort()).toEqual(["createdAt", "current", "device", "id", "lastSeenAt"]);
    expect((await sessionsOf(phone)).find((s) => s.current)!.device).toBe("Chrome on Android");
    expect(await call(list, "/api/auth/sessions")).toMatchObject({ status: 401 });
  });

  it("stores the device cookie only as its SHA-256", async () => {
    const member = await createUser();
    const browser: Browser = { ua: IPHONE };
    const cookie = await signIn(member, browser);
    const current = (await sessionsOf(cookie)).find((s) => s.current)!;
    const row = await db.session.findUniqueOrThrow({ where: { id: current.id } });
    expect(row.deviceKey).toBe(hashSecret(browser.device!));
    expect(JSON.stringify(row)).not.toContain(browser.device!);
  });

  it("refreshes lastSeenAt at most every 5 minutes, not on each request", async () => {
    const member = await createUser();
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    const cookie = await signIn(member, { ua: PHONE });
    const id = (await sessionsOf(cookie)).find((s) => s.current)!.id;
    const seen = async () => (await db.session.findUniqueOrThrow({ where: { id } })).lastSeenAt.getTime();
    const first = await seen();
    vi.setSystemTime(start + LAST_SEEN_EVERY_MS - 1_000);
    expect(await status(cookie)).toBe(200);
    expect(await seen()).toBe(first);
    vi.setSystemTime(start + LAST_SEEN_EVERY_MS + 1_000);
    expect(await status(cookie)).toBe(200);
    // written in the background: the request did not wait for it
    await vi.waitFor(async () => expect(await seen()).toBe(start + LAST_SEEN_EVERY_MS + 1_000));
    vi.setSystemTime(start + LAST_SEEN_EVERY_MS + 60_000);
    expect(await status(cookie)).toBe(200);
    expect(await seen()).toBe(start + LAST_SEEN_EVERY_MS + 1_000);
  });
});

describe("DELETE /api/auth/sessions/{id}", () => {
  it("signs that device out here at once, and the other devices stay", async () => {
    const member = await createUser();
    const phone = await signIn(member, { ua: PHONE });
    const laptop = await signIn(member, { ua: LAPTOP });
    const phoneId = (await sessionsOf(phone)).find((s) => s.current)!.id;
    const res = await call(end, `/api/auth/sessions/${phoneId}`, { method: "DELETE", cookie: laptop, params: { id: phoneId } });
    expect(res.status).toBe(204);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await status(phone)).toBe(401);
    expect(await status(laptop)).toBe(200);
    expect(await status(member.cookie)).toBe(200);
    expect((await sessionsOf(laptop)).map((s) => s.device)).toEqual(["Firefox on Windows", "Test browser"]);
  });

  it("answers 404 for another member's session and for an unknown id", async () => {
    const member = await createUser();
    const other = await createUser();
    const theirs = (await sessionsOf(other.cookie))[0]!.id;
    expect((await call(end, `/api/auth/sessions/${theirs}`, { method: "DELETE", cookie: member.cookie, params: { id: theirs } })).status).toBe(404);
    expect((await call(end, "/api/auth/sessions/cnotasession0000000000000", { method: "DELETE", cookie: member.cookie, params: { id: "cnotasession0000000000000" } })).status).toBe(404);
    expect(await status(other.cookie)).toBe(200);
  });

  it("signing this browser's own session out clears its cookie", async () => {
    const member = await createUser();
    const id = (await sessionsOf(member.cookie))[0]!.id;
    const res = await call(end, `/api/auth/sessions/${id}`, { method: "DELETE", cookie: member.cookie, params: { id } });
    expect(res.status).toBe(204);
    expect(res.headers.get("set-cookie")).toMatch(/^next-auth\.session-token=;.*Max-Age=0/);
    expect(await status(member.cookie)).toBe(401);
  });

  it("is refused on a second instance once its copy of the session is NIJI_SESSION_CACHE_MS old, not before", async () => {
    // this process plays the second instance: it holds a copy of the phone's session row when the
    // first instance deletes the row (behind this process's back: nothing here forgets the copy)
    const member = await createUser();
    const phone = await signIn(member, { ua: PHONE });
    const phoneId = (await sessionsOf(phone)).find((s) => s.current)!.id;
    process.env.NIJI_SESSION_CACHE_MS = "500"; // from here on: no copy was made before `copied`
    vi.useFakeTimers({ toFake: ["Date"] });
    const copied = Date.now();
    expect(await status(phone)).toBe(200);
    await db.session.delete({ where: { id: phoneId } });
    vi.setSystemTime(copied + 499);
    expect(await status(phone)).toBe(200);
    vi.setSystemTime(copied + 500);
    expect(await status(phone)).toBe(401);
    expect(await status(member.cookie)).toBe(200);
  });

  it("ends that session's live streams, not the member's other ones", async () => {
    const member = await createUser();
    const phone = await signIn(member, { ua: PHONE });
    const laptop = await signIn(member, { ua: LAPTOP });
    // by what they are, not by their place in the list (two sign-ins in one millisecond tie on createdAt)
    const sessions = await sessionsOf(laptop);
    const laptopId = sessions.find((s) => s.current)!.id;
    const phoneId = sessions.find((s) => s.device === "Chrome on Android")!.id;
    const ended: string[] = [];
    const { sessionVersion } = await db.user.findUniqueOrThrow({ where: { id: member.id }, select: { sessionVersion: true } });
    // each stream leaves the hub when it ends, as an SSE stream does (lib/server/sse.ts): the transport's
    // echo of the same message (PostgreSQL NOTIFY reaches this instance too) then finds it gone
    const streams = [phoneId!, laptopId!].map((sessionId) => {
      const unsubscribe = subscribeLive(member.id, {
        sessionVersion,
        sessionId,
        send: () => undefined,
        end: () => {
          ended.push(sessionId);
          unsubscribe();
        },
      });
      return unsubscribe;
    });
    try {
      expect((await call(end, `/api/auth/sessions/${phoneId}`, { method: "DELETE", cookie: laptop, params: { id: phoneId! } })).status).toBe(204);
      expect(ended).toEqual([phoneId]);
      expect(await status(phone)).toBe(401);
    } finally {
      for (const unsubscribe of streams) unsubscribe();
    }
  });
});

describe("POST /api/auth/sessions/end-others", () => {
  it("signs every other device out and keeps this one", async () => {
    const member = await createUser();
    const phone = await signIn(member, { ua: PHONE });
    const laptop = await signIn(member, { ua: LAPTOP });
    const res = await call(endOthers, "/api/auth/sessions/end-others", { method: "POST", cookie: laptop });
    expect(res).toMatchObject({ status: 200, data: { ended: 2 } });
    expect(await status(phone)).toBe(401);
    expect(await status(member.cookie)).toBe(401);
    expect(await status(laptop)).toBe(200);
    expect((await sessionsOf(laptop)).map((s) => [s.device, s.current])).toEqual([["Firefox on Windows", true]]);
    expect((await call(endOthers, "/api/auth/sessions/end-others", { method: "POST", cookie: laptop })).data).toEqual({ ended: 0 });
  });
});

describe("logout and password change keep their meaning", () => {
  it("logout ends every session and empties the list", async () => {
    const member = await createUser();
    const phone = await signIn(member, { ua: PHONE });
    expect((await call(logoutRoute as Handler, "/api/logout", { cookie: phone })).status).toBe(303);
    expect(await status(phone)).toBe(401);
    expect(await status(member.cookie)).toBe(401);
    expect(await db.session.count({ where: { userId: member.id } })).toBe(0);
  });

  it("a new password keeps this device signed in and signs the others out", async () => {
    const member = await createUser();
    const phone = await signIn(member, { ua: PHONE });
    const res = await call(updateUserRoute as Handler, `/api/users/${member.id}`, {
      method: "PUT",
      cookie: phone,
      params: { id: member.id },
      body: { username: member.username, firstName: "Test", lastName: "Member", currentPassword: member.password, password: "another-rainbow-456" },
    });
    expect(res.status).toBe(200);
    const fresh = res.headers.get("set-cookie")!.split(";")[0]!;
    expect(await status(fresh)).toBe(200);
    expect(await status(member.cookie)).toBe(401);
    expect((await sessionsOf(fresh)).map((s) => [s.device, s.current])).toEqual([["Chrome on Android", true]]);
  });

  it("refuses a token signed before sessions were rows (no sid): everyone signs in once more", async () => {
    const member = await createUser();
    const { sessionVersion } = await db.user.findUniqueOrThrow({ where: { id: member.id }, select: { sessionVersion: true } });
    const old = await encode({ token: { sub: member.id, sv: sessionVersion }, secret: getEnv().AUTH_SECRET, maxAge: 3600 });
    expect(await status(`${SESSION_COOKIE}=${old}`)).toBe(401);
  });
});

describe("the new-device notice", () => {
  it("is queued once for a sign-in from a browser this member never used, not for the first sign-in or a known browser", async () => {
    const member = await createUser();
    const phone: Browser = { ua: PHONE };
    await signIn(member, phone); // the first sign-in with devices remembered: nothing to compare with
    await signIn(member, phone); // the same browser (its device cookie)
    expect(await newDeviceMails(member.email)).toHaveLength(0);
    const laptop: Browser = { ua: LAPTOP };
    await signIn(member, laptop);
    const mails = await newDeviceMails(member.email);
    expect(mails).toHaveLength(1);
    // in Japanese (no language chosen: docs/decisions/accounts.md), the device in its words
    expect(mails[0]!.text).toContain("WindowsのFirefox");
    // after a logout (every session row gone) the browsers are still known: no second notice
    expect((await call(logoutRoute as Handler, "/api/logout", { cookie: await signIn(member, laptop) })).status).toBe(303);
    await signIn(member, phone);
    expect(await newDeviceMails(member.email)).toHaveLength(1);
  });

  it("a browser known for one member is new for another", async () => {
    const first = await createUser();
    const second = await createUser();
    const shared: Browser = { ua: IPHONE };
    await signIn(first, { ua: PHONE });
    await signIn(second, { ua: PHONE });
    await signIn(first, shared);
    await signIn(second, shared);
    expect(await newDeviceMails(first.email)).toHaveLength(1);
    expect(await newDeviceMails(second.email)).toHaveLength(1);
  });
});

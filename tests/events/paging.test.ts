import { beforeAll, describe, expect, it } from "vitest";
import { POST as attendRoute } from "@/app/api/events/[id]/attend/route";
import { POST as joinRoute } from "@/app/api/events/[id]/join/route";
import { db } from "@/lib/data/db";
import { listEvents } from "@/lib/domain/events/list-events";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";
import { createEvent, inDays, list, listAllEvents } from "@/tests/events/helpers";

const attend = attendRoute as Handler;
const join = joinRoute as Handler;
type Listed = { id: string; date: string; endDate: string | null; hasEnded: boolean; tags: string[] };

let organizer: TestUser;
let viewer: TestUser;
const tag = `paging-${Date.now()}`;
const upcomingIds: string[] = [];
const endedIds: string[] = [];

beforeAll(async () => {
  organizer = await createUser();
  viewer = await createUser();
  // 13 upcoming (two share a start: the id breaks the tie), one running, 9 ended
  for (let i = 0; i < 13; i++) upcomingIds.push((await createEvent(organizer.cookie, { date: inDays(40 + Math.floor(i / 2)), endDate: null, tags: [tag] })).id);
  upcomingIds.push((await createEvent(organizer.cookie, { date: inDays(-1), endDate: inDays(2), tags: [tag] })).id);
  for (let i = 0; i < 9; i++) endedIds.push((await createEvent(organizer.cookie, { date: inDays(-30 - i), endDate: null, tags: [tag] })).id);
});

const end = (e: Listed) => new Date(e.endDate ?? e.date).getTime();

describe("GET /api/events paging", () => {
  it.each(["1", "4", "7", "50"])("walks every event exactly once at limit %s: upcoming soonest first, then ended latest first", async (limit) => {
    const res = await listAllEvents(viewer.cookie, limit);
    expect(res.status).toBe(200);
    const all = res.data as unknown as Listed[];
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
    const mine = all.filter((e) => e.tags.includes(tag));
    expect(mine).toHaveLength(upcomingIds.length + endedIds.length);
    expect(new Set(mine.filter((e) => !e.hasEnded).map((e) => e.id))).toEqual(new Set(upcomingIds));
    expect(mine.filter((e) => e.hasEnded).map((e) => e.id)).toEqual(endedIds);
    // the whole list: every upcoming before every ended; upcoming by start ascending, ended by start descending
    const firstEnded = all.findIndex((e) => e.hasEnded);
    const upcoming = firstEnded === -1 ? all : all.slice(0, firstEnded);
    const ended = firstEnded === -1 ? [] : all.slice(firstEnded);
    expect(ended.every((e) => e.hasEnded && end(e) < Date.now())).toBe(true);
    expect(upcoming.every((e) => !e.hasEnded)).toBe(true);
    for (let i = 1; i < upcoming.length; i++) expect(upcoming[i - 1].date <= upcoming[i].date).toBe(true);
    for (let i = 1; i < ended.length; i++) expect(ended[i - 1].date >= ended[i].date).toBe(true);
  });

  it("answers a plain array of 20 by default with the next cursor in X-Next-Cursor", async () => {
    const res = await call(list, "/api/events", { cookie: viewer.cookie });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.data)).toBe(true);
    expect(res.data.length).toBeLessThanOrEqual(20);
    if (res.data.length === 20) expect(res.headers.get("X-Next-Cursor")).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it("starts the ended section on the next page when the upcoming one ends exactly on a page", async () => {
    const now = new Date(Date.UTC(2199, 0, 1));
    const later = [];
    for (let i = 0; i < 3; i++) {
      later.push(await db.event.create({
        data: { title: `Far ${i}`, eventType: "other", date: new Date(Date.UTC(2199, 5, 1 + i)), organizerId: organizer.id, tags: [tag] },
        select: { id: true },
      }));
    }
    const first = await listEvents(viewer, { limit: 3 }, now);
    expect(first.events.map((e) => e.id)).toEqual(later.map((e) => e.id));
    expect(first.nextCursor).toBeTruthy();
    const second = await listEvents(viewer, { limit: 3, cursor: first.nextCursor! }, now);
    expect(second.events).toHaveLength(3);
    expect(second.events.every((e) => new Date(e.date) < now)).toBe(true);
    await db.event.deleteMany({ where: { id: { in: later.map((e) => e.id) } } });
  });

  it.each([
    ["garbage", "not a cursor!"],
    ["percent junk", "%E0%A4%A"],
    ["lone surrogate", "\uD800abc"],
    ["huge", "A".repeat(5000)],
    ["unknown phase", Buffer.from("later|2030-01-01T00:00:00.000Z|abc").toString("base64url")],
    ["bad date", Buffer.from("past|2030-99-99T00:00:00.000Z|abc").toString("base64url")],
    ["bad id", Buffer.from("upcoming|2030-01-01T00:00:00.000Z|a b").toString("base64url")],
    ["a directory cursor", Buffer.from("2030-01-01T00:00:00.000Z|abc").toString("base64url")],
  ])("refuses a hostile cursor (%s) with 400", async (_name, cursor) => {
    const res = await call(list, "/api/events", { cookie: viewer.cookie, query: { cursor } });
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({ code: "bad_request", message: "Invalid cursor" });
  });

  it.each(["0", "51", "1.5", "many"])("refuses limit=%s with 400", async (limit) => {
    expect((await call(list, "/api/events", { cookie: viewer.cookie, query: { limit } })).status).toBe(400);
  });

  it("needs a session", async () => {
    expect((await call(list, "/api/events")).status).toBe(401);
  });
});

describe("interest in an ended event", () => {
  it("is refused on /attend and /join with 409 event_ended, and a running event still takes it", async () => {
    const ended = endedIds[0];
    for (const [route, who] of [[attend, viewer], [join, organizer]] as const) {
      const res = await call(route, "/", { cookie: who.cookie, params: { id: ended }, body: { status: "interested" } });
      expect(res.status).toBe(409);
      expect(res.data).toEqual({ code: "event_ended", message: "This event has ended", messageKey: "eventEnded" });
    }
    expect(await db.eventAttendee.count({ where: { eventId: ended } })).toBe(0);
    const running = upcomingIds[upcomingIds.length - 1];
    const ok = await call(attend, "/", { cookie: viewer.cookie, params: { id: running }, body: { status: "interested" } });
    expect(ok.status).toBe(200);
  });
});

import { describe, expect, it } from "vitest";
import { POST as attendRoute } from "@/app/api/events/[id]/attend/route";
import { GET as attendeesRoute } from "@/app/api/events/[id]/attendees/route";
import { GET as getRoute, PUT as putRoute } from "@/app/api/events/[id]/route";
import { db } from "@/lib/data/db";
import { NOTIFICATION_TYPES } from "@/lib/contract/notifications/constants";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";
import { createEvent, inDays } from "@/tests/events/helpers";

// Waitlists of full events. The races here run on both databases: on PGlite (one connection) they
// prove the rules under interleaved requests, on PostgreSQL under real parallelism.
const attend = attendRoute as Handler;
const attendees = attendeesRoute as Handler;
const get = getRoute as Handler;
const put = putRoute as Handler;

const interest = (m: TestUser, id: string) => call(attend, "/", { cookie: m.cookie, params: { id }, body: { status: "interested" } });
const queue = (m: TestUser, id: string) => call(attend, "/", { cookie: m.cookie, params: { id }, body: { status: "waitlisted" } });
const seated = async (eventId: string) => (await db.eventAttendee.findMany({ where: { eventId }, select: { userId: true } })).map((r) => r.userId).sort();
const line = async (eventId: string) => (await db.eventWaitlistEntry.findMany({ where: { eventId }, orderBy: { seq: "asc" }, select: { userId: true } })).map((r) => r.userId);
const promotedNotices = (userId: string, eventId: string) =>
  db.notification.count({ where: { userId, type: NOTIFICATION_TYPES.waitlistPromoted, data: { path: ["eventId"], equals: eventId } } });

async function members(n: number) {
  const out: TestUser[] = [];
  for (let i = 0; i < n; i++) out.push(await createUser({ firstName: `Queue${i}` }));
  return out;
}

describe("waitlists under concurrency", () => {
  it("20 members join a 3-seat event at once: 3 seats, 17 in one line; withdrawals hand seats over in line order", async () => {
    const organizer = await createUser();
    const crowd = await members(20);
    const event = await createEvent(organizer.cookie, { maxAttendees: 3 });

    const joined = await Promise.all(crowd.map((m) => queue(m, event.id)));
    expect(joined.map((r) => r.status)).toEqual(Array(20).fill(200));
    const seatedNow = joined.filter((r) => r.data.status === "interested");
    const waiting = joined.filter((r) => r.data.status === "waitlisted");
    expect(seatedNow).toHaveLength(3);
    expect(waiting).toHaveLength(17);
    // each got a distinct place, 1..17, and the stored line agrees with what each was told
    expect(waiting.map((r) => r.data.waitlistPosition).sort((a, b) => a - b)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    const byPosition = crowd.filter((_, i) => joined[i].data.status === "waitlisted").sort(
      (a, b) => joined[crowd.indexOf(a)].data.waitlistPosition - joined[crowd.indexOf(b)].data.waitlistPosition,
    );
    expect(await line(event.id)).toEqual(byPosition.map((m) => m.id));
    expect(await db.eventAttendee.count({ where: { eventId: event.id } })).toBe(3);

    // the three attendees withdraw at once, while five more try to get in
    const holders = crowd.filter((_, i) => joined[i].data.status === "interested");
    const latecomers = await members(5);
    const results = await Promise.all([...holders.map((m) => interest(m, event.id)), ...latecomers.map((m) => queue(m, event.id))]);
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    for (const r of results.slice(0, 3)) expect(r.data).toMatchObject({ isInterested: false, status: null });
    // the first three in line got the seats: nobody skipped ahead, nobody who came later
    expect(await seated(event.id)).toEqual(byPosition.slice(0, 3).map((m) => m.id).sort());
    for (const r of results.slice(3)) expect(r.data.status).toBe("waitlisted");
    expect((await line(event.id)).slice(0, 14)).toEqual(byPosition.slice(3).map((m) => m.id));
    expect(await line(event.id)).toHaveLength(19);
    for (const m of byPosition.slice(0, 3)) expect(await promotedNotices(m.id, event.id)).toBe(1);
    expect(await promotedNotices(byPosition[3].id, event.id)).toBe(0);
  });

  it("capacity is never exceeded while joins, leaves and withdrawals race", async () => {
    const organizer = await createUser();
    const crowd = await members(12);
    const event = await createEvent(organizer.cookie, { maxAttendees: 2 });
    await Promise.all(crowd.slice(0, 6).map((m) => queue(m, event.id)));
    // everyone toggles at once: the seated withdraw, the queued leave, the rest join
    const results = await Promise.all(crowd.map((m) => queue(m, event.id)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await db.eventAttendee.count({ where: { eventId: event.id } })).toBeLessThanOrEqual(2);
    // a free seat never sits beside a non-empty line
    const [taken, waiting] = [await db.eventAttendee.count({ where: { eventId: event.id } }), await db.eventWaitlistEntry.count({ where: { eventId: event.id } })];
    expect(taken === 2 || waiting === 0).toBe(true);
    for (const m of crowd) {
      const both = (await seated(event.id)).includes(m.id) && (await line(event.id)).includes(m.id);
      expect(both).toBe(false);
    }
  });
});

describe("the waitlist, step by step", () => {
  it("plain interest in a full event keeps the spec's 409 (code event_full); the waitlist answers with a position", async () => {
    const organizer = await createUser();
    const [a, b, c] = await members(3);
    const event = await createEvent(organizer.cookie, { maxAttendees: 1 });
    expect((await interest(a, event.id)).data.status).toBe("interested");
    const refused = await interest(b, event.id);
    expect(refused.status).toBe(409);
    expect(refused.data).toEqual({ code: "event_full", message: "This event is full: it has reached its maximum of 1 person", messageKey: "eventFullOne" });
    expect(await line(event.id)).toEqual([]);
    expect((await queue(b, event.id)).data).toEqual({ eventId: event.id, isInterested: false, status: "waitlisted", attendeesCount: 1, waitlistPosition: 1 });
    expect((await queue(c, event.id)).data.waitlistPosition).toBe(2);
    const detail = await call(get, "/", { cookie: c.cookie, params: { id: event.id } });
    expect(detail.data).toMatchObject({ isWaitlisted: true, isInterested: false, waitlistPosition: 2, waitlistCount: 2, attendeesCount: 1 });

    // leaving the line moves the one behind up
    expect((await queue(b, event.id)).data).toEqual({ eventId: event.id, isInterested: false, status: null, attendeesCount: 1 });
    expect((await call(get, "/", { cookie: c.cookie, params: { id: event.id } })).data.waitlistPosition).toBe(1);

    // a withdrawal promotes the first in line, who is told
    await interest(a, event.id);
    expect(await seated(event.id)).toEqual([c.id]);
    expect(await promotedNotices(c.id, event.id)).toBe(1);
    const notice = await db.notification.findFirstOrThrow({ where: { userId: c.id, type: NOTIFICATION_TYPES.waitlistPromoted } });
    expect(notice.data).toEqual({ eventId: event.id, eventTitle: event.title });
    expect((await call(get, "/", { cookie: c.cookie, params: { id: event.id } })).data).toMatchObject({ isInterested: true, isWaitlisted: false, waitlistPosition: null });
  });

  it("a seat that is free takes the member straight in, even when they asked for the waitlist", async () => {
    const organizer = await createUser();
    const [a] = await members(1);
    const event = await createEvent(organizer.cookie, { maxAttendees: 5 });
    expect((await queue(a, event.id)).data).toEqual({ eventId: event.id, isInterested: true, status: "interested", attendeesCount: 1 });
  });

  it("shows the organizer the waitlist in order; lowering capacity evicts no one, raising it promotes in order", async () => {
    const organizer = await createUser();
    const crowd = await members(5);
    const event = await createEvent(organizer.cookie, { maxAttendees: 2 });
    for (const m of crowd) await queue(m, event.id);
    const list = await call(attendees, "/", { cookie: organizer.cookie, params: { id: event.id } });
    expect(list.status).toBe(200);
    expect(list.data.waitlist.map((e: { position: number; user: { id: string } }) => [e.position, e.user.id])).toEqual([
      [1, crowd[2].id],
      [2, crowd[3].id],
      [3, crowd[4].id],
    ]);
    expect(list.data.waitlist[0].user.email).toBeNull();

    const edit = (maxAttendees: number | null) =>
      call(put, "/", { method: "PUT", cookie: organizer.cookie, params: { id: event.id }, body: { title: event.title, date: event.date, eventType: event.eventType, maxAttendees } });
    expect((await edit(1)).status).toBe(200);
    expect(await seated(event.id)).toEqual([crowd[0].id, crowd[1].id].sort());
    // still over capacity after the cut: a withdrawal frees no seat for the line
    await interest(crowd[0], event.id);
    expect(await seated(event.id)).toEqual([crowd[1].id]);
    expect(await line(event.id)).toEqual([crowd[2].id, crowd[3].id, crowd[4].id]);

    const raised = await edit(3);
    expect(raised.data).toMatchObject({ maxAttendees: 3, attendeesCount: 3, waitlistCount: 1 });
    expect(await seated(event.id)).toEqual([crowd[1].id, crowd[2].id, crowd[3].id].sort());
    expect(await line(event.id)).toEqual([crowd[4].id]);
    expect(await promotedNotices(crowd[2].id, event.id)).toBe(1);

    expect((await edit(null)).data).toMatchObject({ attendeesCount: 4, waitlistCount: 0 });
  });

  it("a waitlist goes with its event and with a deleted member", async () => {
    const organizer = await createUser();
    const [a, b] = await members(2);
    const event = await createEvent(organizer.cookie, { maxAttendees: 1 });
    await queue(a, event.id);
    await queue(b, event.id);
    await db.user.delete({ where: { id: b.id } });
    expect(await line(event.id)).toEqual([]);
  });

  it.each([
    ["unknown status", { status: "vip" }],
    ["array status", { status: ["waitlisted"] }],
    ["huge status", { status: "w".repeat(100_000) }],
  ])("rejects %s with 400", async (_name, body) => {
    const organizer = await createUser();
    const [a] = await members(1);
    const event = await createEvent(organizer.cookie, { maxAttendees: 1 });
    expect((await call(attend, "/", { cookie: a.cookie, params: { id: event.id }, body })).status).toBe(400);
  });

  it("an ended event takes no one into its line; the organizer cannot queue for their own event", async () => {
    const organizer = await createUser();
    const [a, b] = await members(2);
    const event = await createEvent(organizer.cookie, { maxAttendees: 1 });
    await interest(a, event.id);
    expect((await queue(organizer, event.id)).status).toBe(403);
    await db.event.update({ where: { id: event.id }, data: { date: new Date(inDays(-2)), endDate: null } });
    expect((await queue(b, event.id)).status).toBe(409);
    expect(await line(event.id)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { POST as attendRoute } from "@/app/api/events/[id]/attend/route";
import { GET as attendeesRoute } from "@/app/api/events/[id]/attendees/route";
import { POST as joinRoute } from "@/app/api/events/[id]/join/route";
import { GET as interestedRoute } from "@/app/api/users/[id]/events/interested/route";
import { db } from "@/lib/data/db";
import { call, createUser, type Handler } from "@/tests/support/http";
import { createEvent, inDays, listAllEvents } from "@/tests/events/helpers";

const attend = attendRoute as Handler;
const join = joinRoute as Handler;
const attendees = attendeesRoute as Handler;
const interested = interestedRoute as Handler;
const body = { status: "interested" };

describe("POST /api/events/{id}/attend and /join", () => {
  it("marks interest, shows it in the list, and a second call takes it back", async () => {
    const organizer = await createUser();
    const member = await createUser();
    const event = await createEvent(organizer.cookie);
    const first = await call(attend, "/", { cookie: member.cookie, params: { id: event.id }, body });
    expect(first.status).toBe(200);
    expect(first.data).toEqual({ eventId: event.id, isInterested: true, status: "interested", attendeesCount: 1 });
    const listed = (await listAllEvents(member.cookie)).data.find((e: { id: string }) => e.id === event.id);
    expect(listed).toMatchObject({ isInterested: true, attendeesCount: 1 });
    const asOrganizer = (await listAllEvents(organizer.cookie)).data.find((e: { id: string }) => e.id === event.id);
    expect(asOrganizer).toMatchObject({ isInterested: false, attendeesCount: 1 });

    const second = await call(join, "/", { cookie: member.cookie, params: { id: event.id }, body });
    expect(second.data).toEqual({ eventId: event.id, isInterested: false, status: null, attendeesCount: 0 });
    expect(await db.eventAttendee.count({ where: { eventId: event.id } })).toBe(0);
  });

  it("refuses interest in one's own event on /attend; /join is the organizer's test RSVP", async () => {
    const organizer = await createUser();
    const event = await createEvent(organizer.cookie);
    const res = await call(attend, "/", { cookie: organizer.cookie, params: { id: event.id }, body });
    expect(res.status).toBe(403);
    expect(res.data.message).toBe("You can't mark interest in your own event");
    const test = await call(join, "/", { cookie: organizer.cookie, params: { id: event.id }, body });
    expect(test.data).toMatchObject({ isInterested: true, attendeesCount: 1 });
  });

  it("answers 409 with a clear message once maxAttendees is reached; taking interest back frees a spot", async () => {
    const organizer = await createUser();
    const a = await createUser({ firstName: "Ai" });
    const b = await createUser({ firstName: "Bo" });
    const c = await createUser({ firstName: "Cy" });
    const event = await createEvent(organizer.cookie, { maxAttendees: 2 });
    expect((await call(attend, "/", { cookie: a.cookie, params: { id: event.id }, body })).status).toBe(200);
    expect((await call(attend, "/", { cookie: b.cookie, params: { id: event.id }, body })).status).toBe(200);
    const full = await call(attend, "/", { cookie: c.cookie, params: { id: event.id }, body });
    expect(full.status).toBe(409);
    expect(full.data.message).toBe("This event is full: it has reached its maximum of 2 people");
    expect((await call(attend, "/", { cookie: a.cookie, params: { id: event.id }, body })).data.isInterested).toBe(false);
    expect((await call(attend, "/", { cookie: c.cookie, params: { id: event.id }, body })).status).toBe(200);
  });

  it.each([
    ["other status", { status: "attending" }, 400],
    ["wrong type", { status: 5 }, 400],
    ["10k status", { status: "x".repeat(10_000) }, 400],
  ])("%s -> %i", async (_name, payload, status) => {
    const organizer = await createUser();
    const member = await createUser();
    const event = await createEvent(organizer.cookie);
    expect((await call(attend, "/", { cookie: member.cookie, params: { id: event.id }, body: payload })).status).toBe(status);
  });

  it("answers 404 for unknown and malformed ids and 401 signed out", async () => {
    const member = await createUser();
    expect((await call(attend, "/", { cookie: member.cookie, params: { id: "missing" }, body })).status).toBe(404);
    expect((await call(attend, "/", { cookie: member.cookie, params: { id: "a/b" }, body })).status).toBe(404);
    expect((await call(attend, "/", { params: { id: "missing" }, body })).status).toBe(401);
  });
});

describe("GET /api/events/{id}/attendees", () => {
  it("gives the organizer the attendees and the capacity summary, without e-mail addresses", async () => {
    const organizer = await createUser();
    const member = await createUser({ firstName: "Yuki", lastName: "Sato" });
    const event = await createEvent(organizer.cookie, { maxAttendees: 5 });
    await call(attend, "/", { cookie: member.cookie, params: { id: event.id }, body });
    const res = await call(attendees, "/", { cookie: organizer.cookie, params: { id: event.id } });
    expect(res.status).toBe(200);
    expect(res.data.capacity).toEqual({ count: 1, max: 5, spotsLeft: 4 });
    expect(res.data.event).toMatchObject({ id: event.id, title: event.title });
    expect(res.data.attendees).toHaveLength(1);
    expect(res.data.attendees[0]).toMatchObject({ status: "interested", user: { id: member.id, firstName: "Yuki", lastName: "Sato", email: null } });
    expect(typeof res.data.attendees[0].createdAt).toBe("string");
    expect(JSON.stringify(res.data)).not.toContain(member.email);
  });

  it("reports unlimited capacity as null spots", async () => {
    const organizer = await createUser();
    const event = await createEvent(organizer.cookie, { maxAttendees: null });
    const res = await call(attendees, "/", { cookie: organizer.cookie, params: { id: event.id } });
    expect(res.data.capacity).toEqual({ count: 0, max: null, spotsLeft: null });
  });

  it("answers 403 to non-organizers with the spec's text and 404 to unknown ids", async () => {
    const organizer = await createUser();
    const member = await createUser();
    const event = await createEvent(organizer.cookie);
    const res = await call(attendees, "/", { cookie: member.cookie, params: { id: event.id } });
    expect(res.status).toBe(403);
    expect(res.data.message).toBe("Only event organizers can view attendees");
    expect((await call(attendees, "/", { cookie: member.cookie, params: { id: "nope" } })).status).toBe(404);
  });
});

describe("GET /api/users/{id}/events/interested", () => {
  it("lists the member's own interested events, upcoming first, and nothing to other viewers", async () => {
    const organizer = await createUser();
    const member = await createUser();
    const later = await createEvent(organizer.cookie, { date: inDays(9), endDate: null });
    const sooner = await createEvent(organizer.cookie, { date: inDays(3), endDate: null });
    const past = await createEvent(organizer.cookie, { date: inDays(-3), endDate: null });
    await createEvent(organizer.cookie);
    for (const e of [later, sooner]) await call(attend, "/", { cookie: member.cookie, params: { id: e.id }, body });
    // interest marked before the event ended (the API refuses it now)
    await db.eventAttendee.create({ data: { eventId: past.id, userId: member.id, status: "interested" } });
    const res = await call(interested, "/", { cookie: member.cookie, params: { id: member.id } });
    expect(res.status).toBe(200);
    expect(res.data.map((e: { id: string }) => e.id)).toEqual([sooner.id, later.id, past.id]);
    expect(res.data[0]).toMatchObject({ isInterested: true, attendeesCount: 1, organizerId: organizer.id });
    const other = await call(interested, "/", { cookie: organizer.cookie, params: { id: member.id } });
    expect(other.status).toBe(200);
    expect(other.data).toEqual([]);
    expect((await call(interested, "/", { params: { id: member.id } })).status).toBe(401);
    expect((await call(interested, "/", { cookie: member.cookie, params: { id: "<script>" } })).status).toBe(404);
  });
  it("hides a suspended organizer's event from members (404) but not from an admin, who sees suspended members' content", async () => {
    const organizer = await createUser();
    const event = await createEvent(organizer.cookie, { date: inDays(5) });
    await db.user.update({ where: { id: organizer.id }, data: { suspendedAt: new Date() } });
    const member = await createUser();
    const admin = await createUser({ admin: true });
    expect((await call(attend, "/", { cookie: member.cookie, params: { id: event.id }, body })).status).toBe(404);
    const res = await call(attend, "/", { cookie: admin.cookie, params: { id: event.id }, body });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ eventId: event.id, isInterested: true });
  });
});

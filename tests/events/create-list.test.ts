import { registeredUpload } from "@/tests/support/uploads";
import { describe, expect, it } from "vitest";
import { GET as getRoute } from "@/app/api/events/[id]/route";
import { EVENT_MESSAGES } from "@/lib/contract/events/schemas";
import { call, createUser, type Handler } from "@/tests/support/http";
import { create, createEvent, inDays, listAllEvents, validEvent } from "@/tests/events/helpers";

const getOne = getRoute as Handler;
const long = "x".repeat(10_000);

describe("POST /api/events", () => {
  it("creates an event in the canonical form (201)", async () => {
    const organizer = await createUser({ firstName: "Aiko", lastName: "Tanaka" });
    const res = await call(create, "/api/events", { cookie: organizer.cookie, body: validEvent() });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      title: "Shinjuku Izakaya Night",
      eventType: "izakaya_party",
      price: 1500,
      maxAttendees: null,
      ageRestriction: "20+",
      tags: ["drinks", "queer"],
      venueImageUrl: null,
      organizerId: organizer.id,
      organizer: { firstName: "Aiko", lastName: "Tanaka" },
      attendeesCount: 0,
      isInterested: false,
    });
    expect(res.data.date).toBe(validEvent().date);
    expect(JSON.stringify(res.data)).not.toMatch(/email|password/i);
  });

  it.each([
    ["free", null],
    ["", null],
    ["0", null],
    [0, null],
    ["1500円", 1500],
    ["1,500", 1500],
    [2500, 2500],
    [null, null],
  ])("price %j is stored as %j", async (price, expected) => {
    const organizer = await createUser();
    expect((await createEvent(organizer.cookie, { price })).price).toBe(expected);
  });

  it("accepts every type of both forms and all four age restrictions", async () => {
    const organizer = await createUser();
    for (const eventType of ["club_event", "workshop", "cultural_meetup", "language_exchange", "outdoor_activity", "professional_networking"]) {
      expect((await createEvent(organizer.cookie, { eventType })).eventType).toBe(eventType);
    }
    for (const ageRestriction of ["all_ages", "18+", "20+", "21+"]) {
      expect((await createEvent(organizer.cookie, { ageRestriction })).ageRestriction).toBe(ageRestriction);
    }
    expect((await createEvent(organizer.cookie, { ageRestriction: undefined })).ageRestriction).toBe("all_ages");
  });

  it("reads a zone-less date as Tokyo time and takes a numeric maxAttendees text", async () => {
    const organizer = await createUser();
    const event = await createEvent(organizer.cookie, { date: "2030-06-06T19:00", endDate: "2030-06-06T22:30", maxAttendees: "25" });
    expect(event.date).toBe("2030-06-06T10:00:00.000Z");
    expect(event.endDate).toBe("2030-06-06T13:30:00.000Z");
    expect(event.maxAttendees).toBe(25);
  });

  it("takes tags as comma-separated text too", async () => {
    const organizer = await createUser();
    expect((await createEvent(organizer.cookie, { tags: "safe-space, , karaoke,Karaoke " })).tags).toEqual(["safe-space", "karaoke"]);
  });

  it("accepts the caller's registered venue upload and an https URL, refuses others", async () => {
    const organizer = await createUser();
    const other = await createUser();
    const mine = await registeredUpload(organizer.id, "venue");
    expect((await createEvent(organizer.cookie, { venueImageUrl: mine })).venueImageUrl).toBe(mine);
    const https = "https://images.example.jp/venue.jpg";
    expect((await createEvent(organizer.cookie, { venueImageUrl: https })).venueImageUrl).toBe(https);
    const theirs = await registeredUpload(other.id, "venue");
    const stolen = await call(create, "/api/events", { cookie: organizer.cookie, body: validEvent({ venueImageUrl: theirs }) });
    expect(stolen.status).toBe(400);
    const postImage = await registeredUpload(organizer.id, "post");
    expect((await call(create, "/api/events", { cookie: organizer.cookie, body: validEvent({ venueImageUrl: postImage }) })).status).toBe(400);
  });

  const required = EVENT_MESSAGES.createRequired;
  it.each([
    ["no title", { title: undefined }, required],
    ["blank title", { title: "   " }, required],
    ["no event type", { eventType: "" }, required],
    ["no date", { date: undefined }, required],
    ["unknown type", { eventType: "rave" }, EVENT_MESSAGES.eventType],
    ["unknown age", { ageRestriction: "16+" }, EVENT_MESSAGES.ageRestriction],
    ["bad date", { date: "next friday" }, EVENT_MESSAGES.date],
    ["end before start", { date: inDays(3, 12), endDate: inDays(3, 11) }, EVENT_MESSAGES.endBeforeStart],
    ["nonsense price", { price: "cheap" }, EVENT_MESSAGES.price],
    ["negative price", { price: -5 }, EVENT_MESSAGES.price],
    ["fractional yen", { price: 10.5 }, EVENT_MESSAGES.price],
    ["decimal maxAttendees", { maxAttendees: 2.5 }, EVENT_MESSAGES.maxAttendees],
    ["zero maxAttendees", { maxAttendees: 0 }, EVENT_MESSAGES.maxAttendees],
    ["text maxAttendees", { maxAttendees: "ten" }, EVENT_MESSAGES.maxAttendees],
    ["http image url", { venueImageUrl: "http://example.com/a.jpg" }, EVENT_MESSAGES.createImageUrl],
    ["javascript url", { venueImageUrl: "javascript:alert(1)" }, EVENT_MESSAGES.createImageUrl],
    ["path traversal", { venueImageUrl: "/objects/../etc/passwd" }, EVENT_MESSAGES.createImageUrl],
    ["too many tags", { tags: Array.from({ length: 25 }, (_, i) => `t${i}`) }, EVENT_MESSAGES.tags],
    ["wrong types", { title: 42, eventType: ["x"], date: {} }, required],
    ["wrong type tags", { tags: { a: 1 } }, EVENT_MESSAGES.tags],
    ["10k title", { title: long }, EVENT_MESSAGES.title],
    ["10k description", { description: long }, EVENT_MESSAGES.description],
    ["10k location", { location: long }, EVENT_MESSAGES.location],
    ["10k date", { date: long }, EVENT_MESSAGES.date],
    ["10k price", { price: long }, EVENT_MESSAGES.price],
    ["10k tag", { tags: [long] }, EVENT_MESSAGES.tags],
    ["10k url", { venueImageUrl: `https://x.jp/${long}` }, EVENT_MESSAGES.createImageUrl],
    ["NUL in title", { title: "Night\u0000" }, EVENT_MESSAGES.nulCharacter],
    ["NUL in description", { description: "a\u0000b" }, EVENT_MESSAGES.nulCharacter],
    ["NUL in a tag", { tags: ["ok", "b\u0000d"] }, EVENT_MESSAGES.nulCharacter],
    ["NUL in image url", { venueImageUrl: "https://x.jp/a\u0000.jpg" }, EVENT_MESSAGES.nulCharacter],
  ])("%s -> 400", async (_name, overrides, message) => {
    const organizer = await createUser();
    const res = await call(create, "/api/events", { cookie: organizer.cookie, body: validEvent(overrides) });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe(message);
  });

  it("refuses non-JSON, malformed JSON, an array body, signed-out callers and cross-site origins", async () => {
    const organizer = await createUser();
    const form = await call(create, "/api/events", { cookie: organizer.cookie, rawBody: "title=x", headers: { "content-type": "text/plain" } });
    expect(form.status).toBe(415);
    const bad = await call(create, "/api/events", { cookie: organizer.cookie, rawBody: "{", headers: { "content-type": "application/json" } });
    expect(bad.status).toBe(400);
    expect((await call(create, "/api/events", { cookie: organizer.cookie, body: [] })).status).toBe(400);
    expect((await call(create, "/api/events", { body: validEvent() })).status).toBe(401);
    const cross = await call(create, "/api/events", { cookie: organizer.cookie, body: validEvent(), headers: { origin: "https://evil.example" } });
    expect(cross.status).toBe(403);
  });
});

describe("GET /api/events and /api/events/{id}", () => {
  it("lists upcoming by date ascending, then past by date descending", async () => {
    const organizer = await createUser({ firstName: "Ren", lastName: "Mori" });
    const tag = `order-${Date.now()}`;
    const far = await createEvent(organizer.cookie, { date: inDays(30), endDate: null, tags: [tag] });
    const soon = await createEvent(organizer.cookie, { date: inDays(2), endDate: null, tags: [tag] });
    const recent = await createEvent(organizer.cookie, { date: inDays(-2), endDate: null, tags: [tag] });
    const old = await createEvent(organizer.cookie, { date: inDays(-20), endDate: null, tags: [tag] });
    const running = await createEvent(organizer.cookie, { date: inDays(-1), endDate: inDays(1), tags: [tag] });

    const viewer = await createUser();
    const res = await listAllEvents(viewer.cookie);
    expect(res.status).toBe(200);
    const ids = (res.data as { id: string; tags: string[] }[]).filter((e) => e.tags.includes(tag)).map((e) => e.id);
    expect(ids).toEqual([running.id, soon.id, far.id, recent.id, old.id]);
    const first = res.data.find((e: { id: string }) => e.id === soon.id);
    expect(first.organizer).toEqual({ firstName: "Ren", lastName: "Mori" });
    expect(first).toMatchObject({ attendeesCount: 0, isInterested: false });
  });

  it("returns one event; 404 for unknown and malformed ids; 401 signed out", async () => {
    const organizer = await createUser();
    const event = await createEvent(organizer.cookie);
    const res = await call(getOne, `/api/events/${event.id}`, { cookie: organizer.cookie, params: { id: event.id } });
    expect(res.status).toBe(200);
    // the one-event read adds the viewer's place on the waitlist (null: not on it)
    expect(res.data).toEqual({ ...event, waitlistPosition: null });
    for (const id of ["doesnotexist", "../../etc", "x".repeat(10_000), "a b"]) {
      const missing = await call(getOne, "/api/events/x", { cookie: organizer.cookie, params: { id } });
      expect(missing.status).toBe(404);
    }
    expect((await call(getOne, "/api/events/x", { params: { id: event.id } })).status).toBe(401);
  });
});

import { registeredUpload } from "@/tests/support/uploads";
import { describe, expect, it } from "vitest";
import { POST as attendRoute } from "@/app/api/events/[id]/attend/route";
import { DELETE as deleteRoute, PUT as putRoute } from "@/app/api/events/[id]/route";
import { db } from "@/lib/data/db";
import { EVENT_MESSAGES } from "@/lib/contract/events/schemas";
import { call, createUser, type Handler } from "@/tests/support/http";
import {createEvent, inDays } from "@/tests/events/helpers";

const put = putRoute as Handler;
const del = deleteRoute as Handler;
const attend = attendRoute as Handler;

const editBody = (overrides: Record<string, unknown> = {}) => ({
  title: "Edited title",
  date: inDays(10),
  endDate: null,
  eventType: "cultural_meetup",
  price: 0,
  ...overrides,
});

describe("PUT /api/events/{id}", () => {
  it("lets the organizer edit; the edit form's number price and 21+ are canonical", async () => {
    const organizer = await createUser();
    const event = await createEvent(organizer.cookie, { tags: ["a"], location: "Ni-chome" });
    const res = await call(put, "/", {
      method: "PUT",
      cookie: organizer.cookie,
      params: { id: event.id },
      body: editBody({ price: 2000, ageRestriction: "21+", tags: "x, y, x", maxAttendees: 10 }),
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ title: "Edited title", eventType: "cultural_meetup", price: 2000, ageRestriction: "21+", tags: ["x", "y"], maxAttendees: 10 });
    // fields left out keep their value
    expect(res.data.location).toBe("Ni-chome");
    const free = await call(put, "/", { method: "PUT", cookie: organizer.cookie, params: { id: event.id }, body: editBody({ price: 0, location: null }) });
    expect(free.data.price).toBeNull();
    expect(free.data.location).toBeNull();
  });

  it("keeps the stored venue image on edit and takes a new one of the organizer's own", async () => {
    const organizer = await createUser();
    const first = await registeredUpload(organizer.id, "venue");
    const event = await createEvent(organizer.cookie, { venueImageUrl: first });
    const same = await call(put, "/", { method: "PUT", cookie: organizer.cookie, params: { id: event.id }, body: editBody({ venueImageUrl: first }) });
    expect(same.data.venueImageUrl).toBe(first);
    const bad = await call(put, "/", { method: "PUT", cookie: organizer.cookie, params: { id: event.id }, body: editBody({ venueImageUrl: "not a url" }) });
    expect(bad.status).toBe(400);
    expect(bad.data.message).toBe(EVENT_MESSAGES.updateImageUrl);
  });

  it("answers 403 to anyone but the organizer and leaves the event unchanged", async () => {
    const organizer = await createUser();
    const other = await createUser();
    const event = await createEvent(organizer.cookie);
    const res = await call(put, "/", { method: "PUT", cookie: other.cookie, params: { id: event.id }, body: editBody() });
    expect(res.status).toBe(403);
    expect(res.data.message).toBe("You can only edit events you organized");
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).title).toBe(event.title);
  });

  it.each([
    ["missing title", { title: "" }, EVENT_MESSAGES.updateRequired],
    ["missing date", { date: undefined }, EVENT_MESSAGES.updateRequired],
    ["missing type", { eventType: undefined }, EVENT_MESSAGES.updateRequired],
    ["bad price", { price: "lots" }, EVENT_MESSAGES.price],
    ["wrong types", { title: ["x"], date: 5, eventType: true }, EVENT_MESSAGES.updateRequired],
  ])("%s -> 400", async (_name, overrides, message) => {
    const organizer = await createUser();
    const event = await createEvent(organizer.cookie);
    const res = await call(put, "/", { method: "PUT", cookie: organizer.cookie, params: { id: event.id }, body: editBody(overrides) });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe(message);
  });

  it("checks a new start date against the stored end date", async () => {
    const organizer = await createUser();
    const event = await createEvent(organizer.cookie, { date: inDays(5, 10), endDate: inDays(5, 12) });
    const res = await call(put, "/", { method: "PUT", cookie: organizer.cookie, params: { id: event.id }, body: { title: "t", eventType: "other", date: inDays(6) } });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe(EVENT_MESSAGES.endBeforeStart);
  });

  it("answers 404 for unknown or malformed ids", async () => {
    const organizer = await createUser();
    for (const id of ["nope", "x".repeat(100), "%00"]) {
      const res = await call(put, "/", { method: "PUT", cookie: organizer.cookie, params: { id }, body: editBody() });
      expect(res.status).toBe(404);
    }
  });
});

describe("DELETE /api/events/{id}", () => {
  it("refuses others (403); the organizer deletes the event and its attendee rows", async () => {
    const organizer = await createUser();
    const member = await createUser();
    const event = await createEvent(organizer.cookie);
    expect((await call(attend, "/", { cookie: member.cookie, params: { id: event.id }, body: { status: "interested" } })).status).toBe(200);
    expect(await db.eventAttendee.count({ where: { eventId: event.id } })).toBe(1);

    const denied = await call(del, "/", { method: "DELETE", cookie: member.cookie, params: { id: event.id } });
    expect(denied.status).toBe(403);
    expect(denied.data.message).toBe("You can only delete events you organized");

    const res = await call(del, "/", { method: "DELETE", cookie: organizer.cookie, params: { id: event.id } });
    expect(res.status).toBe(204);
    expect(await db.event.count({ where: { id: event.id } })).toBe(0);
    expect(await db.eventAttendee.count({ where: { eventId: event.id } })).toBe(0);
    expect((await call(del, "/", { method: "DELETE", cookie: organizer.cookie, params: { id: event.id } })).status).toBe(404);
  });
});

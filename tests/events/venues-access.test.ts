import { describe, expect, it } from "vitest";
import { GET as venueEventsRoute } from "@/app/api/businesses/[id]/events/route";
import { GET as getRoute, PUT as putRoute } from "@/app/api/events/[id]/route";
import { create, createEvent, inDays, list, validEvent } from "@/tests/events/helpers";
import { seedBusiness, tag } from "@/tests/businesses/fixtures";
import { block } from "@/tests/safety/support";
import { call, createUser } from "@/tests/support/http";
import type { Handler } from "@/tests/support/http";
import { db } from "@/lib/data/db";

const venueEvents = venueEventsRoute as Handler;
const get = getRoute as Handler;
const put = putRoute as Handler;

const venue = () => seedBusiness({ name: `Cafe ${tag()}`, businessType: "cafe", city: "Tokyo" });

describe("events at PeerPicks venues", () => {
  it("links an event to a listed business, shows it, clears it, and loses it when the business goes", async () => {
    const organizer = await createUser();
    const business = await venue();
    const event = await createEvent(organizer.cookie, { venueBusinessId: business.id });
    const name = (await db.business.findUniqueOrThrow({ where: { id: business.id } })).name;
    expect(event.venue).toEqual({ id: business.id, name });
    expect((await call(get, "/", { cookie: organizer.cookie, params: { id: event.id } })).data.venue).toEqual({ id: business.id, name });

    const edit = (body: Record<string, unknown>) =>
      call(put, "/", { method: "PUT", cookie: organizer.cookie, params: { id: event.id }, body: { title: event.title, date: event.date, eventType: event.eventType, ...body } });
    expect((await edit({})).data.venue).toEqual({ id: business.id, name });
    expect((await edit({ venueBusinessId: null })).data.venue).toBeNull();
    expect((await edit({ venueBusinessId: business.id })).data.venue).toEqual({ id: business.id, name });

    await db.business.delete({ where: { id: business.id } });
    expect((await call(get, "/", { cookie: organizer.cookie, params: { id: event.id } })).data.venue).toBeNull();
  });

  it.each([
    ["an unknown business", "c0000000000000000000000000"],
    ["a malformed id", "../../etc/passwd"],
    ["a number", 42],
    ["a huge id", "x".repeat(10_000)],
  ])("refuses %s as venue with 400", async (_name, venueBusinessId) => {
    const organizer = await createUser();
    const res = await call(create, "/api/events", { cookie: organizer.cookie, body: validEvent({ venueBusinessId }) });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe("Please choose a venue from PeerPicks");
  });

  it("refuses a pending application (not listed) as venue", async () => {
    const organizer = await createUser();
    const application = await db.businessApplication.create({ data: { name: "Pending bar", businessType: "bar" }, select: { id: true } });
    const res = await call(create, "/api/events", { cookie: organizer.cookie, body: validEvent({ venueBusinessId: application.id }) });
    expect(res.status).toBe(400);
  });

  it("GET /api/businesses/{id}/events lists the venue's upcoming events, soonest first, as the events list shows them", async () => {
    const organizer = await createUser();
    const hidden = await createUser();
    const member = await createUser();
    const business = await venue();
    const later = await createEvent(organizer.cookie, { venueBusinessId: business.id, date: inDays(9), endDate: null });
    const sooner = await createEvent(organizer.cookie, { venueBusinessId: business.id, date: inDays(2), endDate: null });
    await createEvent(organizer.cookie, { venueBusinessId: business.id, date: inDays(-5), endDate: null });
    await createEvent(organizer.cookie, { date: inDays(3) });
    const blocked = await createEvent(hidden.cookie, { venueBusinessId: business.id, date: inDays(4) });
    await block(member, hidden.id);

    const res = await call(venueEvents, "/", { cookie: member.cookie, params: { id: business.id } });
    expect(res.status).toBe(200);
    expect(res.data.map((e: { id: string }) => e.id)).toEqual([sooner.id, later.id]);
    expect(res.data[0].venue).toMatchObject({ id: business.id });
    const asOrganizer = await call(venueEvents, "/", { cookie: organizer.cookie, params: { id: business.id } });
    // nobody is hidden from the organizer: the blocked member's event shows for them
    expect(asOrganizer.data.map((e: { id: string }) => e.id)).toEqual([sooner.id, blocked.id, later.id]);
    expect((await call(venueEvents, "/", { cookie: member.cookie, params: { id: "nope" } })).status).toBe(404);
    expect((await call(venueEvents, "/", { params: { id: business.id } })).status).toBe(401);
  });
});

describe("accessibility on events", () => {
  it("stores the features in canonical order with notes, and shows them", async () => {
    const organizer = await createUser();
    const event = await createEvent(organizer.cookie, {
      accessibility: ["sign_language", "step_free", "step_free"],
      accessibilityNotes: "  Lift from the east exit; quiet room on the 2nd floor.  ",
    });
    expect(event.accessibility).toEqual(["step_free", "sign_language"]);
    expect(event.accessibilityNotes).toBe("Lift from the east exit; quiet room on the 2nd floor.");
    const plain = await createEvent(organizer.cookie);
    expect(plain).toMatchObject({ accessibility: [], accessibilityNotes: null });
  });

  it.each([
    ["an unknown feature", { accessibility: ["wheelchair", "step_free"] }, "Please choose accessibility features from the list"],
    ["a non-list", { accessibility: { step_free: true } }, "Please choose accessibility features from the list"],
    ["too many items", { accessibility: Array(50).fill("step_free") }, "Please choose accessibility features from the list"],
    ["notes over 500", { accessibilityNotes: "あ".repeat(501) }, "Accessibility notes must be at most 500 characters"],
    ["notes with NUL", { accessibilityNotes: "a\u0000b" }, "Text can't contain NUL characters"],
  ])("refuses %s with 400", async (_name, overrides, message) => {
    const organizer = await createUser();
    const res = await call(create, "/api/events", { cookie: organizer.cookie, body: validEvent(overrides) });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe(message);
  });

  it("accepts 500 characters of notes", async () => {
    const organizer = await createUser();
    expect((await createEvent(organizer.cookie, { accessibilityNotes: "あ".repeat(500) })).accessibilityNotes).toHaveLength(500);
  });

  it("filters the list by every feature asked for, on every page", async () => {
    const organizer = await createUser();
    const marker = tag();
    const both = await createEvent(organizer.cookie, { title: `Both ${marker}`, accessibility: ["step_free", "quiet_space"] });
    const stepOnly = await createEvent(organizer.cookie, { title: `Step ${marker}`, accessibility: ["step_free"] });
    const pastBoth = await createEvent(organizer.cookie, { title: `Past ${marker}`, date: inDays(-3), endDate: null, accessibility: ["quiet_space", "step_free", "sign_language"] });
    await createEvent(organizer.cookie, { title: `None ${marker}` });

    const all = async (query: Record<string, string | string[]>) => {
      const ids: string[] = [];
      let cursor: string | null = null;
      do {
        const res = await call(list, "/api/events", { cookie: organizer.cookie, query: { ...query, limit: "1", ...(cursor ? { cursor } : {}) } });
        expect(res.status).toBe(200);
        ids.push(...res.data.filter((e: { title: string }) => e.title.endsWith(marker)).map((e: { id: string }) => e.id));
        cursor = res.headers.get("X-Next-Cursor");
      } while (cursor);
      return ids;
    };
    expect(await all({ access: "step_free,quiet_space" })).toEqual([both.id, pastBoth.id]);
    expect(await all({ access: "step_free" })).toEqual([both.id, stepOnly.id, pastBoth.id]);
    expect(await all({ access: "sign_language" })).toEqual([pastBoth.id]);
  }, 60_000);

  it.each([["unknown", { access: "wheelchair" }], ["huge", { access: "step_free,".repeat(100) }]])("refuses a %s filter with 400", async (_name, query) => {
    const member = await createUser();
    expect((await call(list, "/api/events", { cookie: member.cookie, query })).status).toBe(400);
  });
});

describe("roles", () => {
  it("only the organizer edits venue and accessibility", async () => {
    const organizer = await createUser();
    const other = await createUser();
    const business = await venue();
    const event = await createEvent(organizer.cookie);
    const res = await call(put, "/", {
      method: "PUT",
      cookie: other.cookie,
      params: { id: event.id },
      body: { title: "Mine now", date: event.date, eventType: event.eventType, venueBusinessId: business.id, accessibility: ["step_free"] },
    });
    expect(res.status).toBe(403);
    expect(await db.event.findUniqueOrThrow({ where: { id: event.id }, select: { venueBusinessId: true, accessibility: true } })).toEqual({
      venueBusinessId: null,
      accessibility: [],
    });
    expect((await call(put, "/", { method: "PUT", params: { id: event.id }, body: {} })).status).toBe(401);
  });
});

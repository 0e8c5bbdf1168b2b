import { describe, expect, it } from "vitest";
import { GET as getRoute, PUT as updateRoute } from "@/app/api/events/[id]/route";
import { db } from "@/lib/data/db";
import { EVENT_MESSAGES } from "@/lib/contract/events/schemas";
import { create, createEvent, listAllEvents, validEvent } from "@/tests/events/helpers";
import { call, createUser, type Handler } from "@/tests/support/http";

// Finding 4: dates PostgreSQL stores but JavaScript cannot print used to give 500, and one stored
// row broke GET /api/events for every member.
describe("event dates out of range", () => {
  it.each([
    ["9999-12-31T23:59:59-14:00", EVENT_MESSAGES.date],
    ["0000-01-01T00:00:00+14:00", EVENT_MESSAGES.date],
    ["1999-12-31T23:59:59Z", EVENT_MESSAGES.date],
    ["2101-01-01T00:00:00Z", EVENT_MESSAGES.date],
  ])("POST date %s answers 400", async (date, message) => {
    const member = await createUser();
    const res = await call(create, "/api/events", { cookie: member.cookie, body: validEvent({ date, endDate: null }) });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe(message);
  });

  it("refuses an out-of-range end date with the end-date message", async () => {
    const member = await createUser();
    const res = await call(create, "/api/events", { cookie: member.cookie, body: validEvent({ endDate: "9999-12-31T23:59:59-14:00" }) });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe(EVENT_MESSAGES.endDate);
  });

  it("a blank date with an end date is the required-fields 400, not a 500", async () => {
    const member = await createUser();
    const res = await call(create, "/api/events", { cookie: member.cookie, body: validEvent({ date: "", endDate: "2030-01-01T10:00:00Z" }) });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe(EVENT_MESSAGES.createRequired);
    const edit = await createEvent(member.cookie);
    const put = await call(updateRoute as Handler, `/api/events/${edit.id}`, {
      method: "PUT",
      cookie: member.cookie,
      params: { id: edit.id },
      body: validEvent({ date: "   ", endDate: "2030-01-01T10:00:00Z" }),
    });
    expect(put.status).toBe(400);
    expect(put.data.message).toBe(EVENT_MESSAGES.updateRequired);
  });

  it("a stored row with a year-10000 date no longer breaks the list for everyone", async () => {
    const organizer = await createUser();
    const good = await createEvent(organizer.cookie, { title: "Still listed" });
    const bad = await createEvent(organizer.cookie, { title: "Year ten thousand" });
    await db.$executeRawUnsafe(`UPDATE "Event" SET "date" = '9999-12-31T23:59:59-14:00'::timestamptz WHERE id = $1`, bad.id);
    const viewer = await createUser();
    // every page: other test files add events meanwhile
    const res = await listAllEvents(viewer.cookie);
    expect(res.status).toBe(200);
    const ids = res.data.map((e: { id: string }) => e.id);
    expect(ids).toContain(good.id);
    expect(ids).not.toContain(bad.id);
    const one = await call(getRoute as Handler, `/api/events/${bad.id}`, { cookie: viewer.cookie, params: { id: bad.id } });
    expect(one.status).toBe(404);
  });
});

import { describe, expect, it } from "vitest";
import { GET as icsRoute } from "@/app/api/events/[id]/ics/route";
import { call, createUser, type Handler } from "@/tests/support/http";
import { createEvent } from "@/tests/events/helpers";

const ics = icsRoute as Handler;

describe("GET /api/events/{id}/ics", () => {
  it("returns a valid iCalendar file with UTC times and escaped, folded text", async () => {
    const organizer = await createUser();
    const event = await createEvent(organizer.cookie, {
      title: "Pride, drinks; and karaoke",
      date: "2030-06-06T19:00",
      endDate: "2030-06-06T22:00",
      location: "Shinjuku 2-chome, Tokyo",
      description: `First line\nSecond line ${"虹".repeat(40)}`,
    });
    const res = await call(ics, "/", { cookie: organizer.cookie, params: { id: event.id } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="niji-event-[\w-]+\.ics"$/);
    const text = res.data as string;
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain(`\r\nUID:event-${event.id}@niji\r\n`);
    expect(text).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(text).toContain("\r\nDTSTART:20300606T100000Z\r\nDTEND:20300606T130000Z\r\n");
    expect(text).toContain("\r\nSUMMARY:Pride\\, drinks\\; and karaoke\r\n");
    expect(text).toContain("\r\nLOCATION:Shinjuku 2-chome\\, Tokyo\r\n");
    const unfolded = text.replace(/\r\n /g, "");
    expect(unfolded).toContain(`DESCRIPTION:First line\\nSecond line ${"虹".repeat(40)}`);
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it("gives events without an end time two hours; 404 unknown; 401 signed out", async () => {
    const organizer = await createUser();
    const event = await createEvent(organizer.cookie, { date: "2030-01-01T18:00", endDate: null });
    const res = await call(ics, "/", { cookie: organizer.cookie, params: { id: event.id } });
    expect(res.data).toContain("DTSTART:20300101T090000Z\r\nDTEND:20300101T110000Z");
    expect((await call(ics, "/", { cookie: organizer.cookie, params: { id: "missing" } })).status).toBe(404);
    expect((await call(ics, "/", { params: { id: event.id } })).status).toBe(401);
  });
});

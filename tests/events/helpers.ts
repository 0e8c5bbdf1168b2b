import { GET as listRoute, POST as createRoute } from "@/app/api/events/route";
import { call, type Handler } from "@/tests/support/http";

export const create = createRoute as Handler;
export const list = listRoute as Handler;

export const inDays = (days: number, hour = 10) => {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

export const validEvent = (overrides: Record<string, unknown> = {}) => ({
  title: "Shinjuku Izakaya Night",
  description: "Drinks and friends",
  location: "Shinjuku 2-chome",
  date: inDays(7),
  endDate: inDays(7, 13),
  eventType: "izakaya_party",
  maxAttendees: "",
  price: "¥1,500",
  ageRestriction: "20+",
  tags: ["drinks", " queer ", "drinks", ""],
  venueImageUrl: "",
  ...overrides,
});

/** Creates an event through POST /api/events and returns its body. */
export async function createEvent(cookie: string, overrides: Record<string, unknown> = {}) {
  const res = await call(create, "/api/events", { cookie, body: validEvent(overrides) });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.data)}`);
  return res.data;
}


/** GET /api/events followed through X-Next-Cursor to its end: every event the member sees, in order. */
export async function listAllEvents(cookie: string, limit = "50") {
  const data: Array<{ id: string; hasEnded: boolean } & Record<string, unknown>> = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 200; pages++) {
    const res = await call(list, "/api/events", { cookie, query: cursor ? { limit, cursor } : { limit } });
    if (res.status !== 200) return { status: res.status, data: res.data, pages };
    data.push(...res.data);
    cursor = res.headers.get("X-Next-Cursor");
    if (!cursor) return { status: 200, data, pages: pages + 1 };
  }
  throw new Error("the events list did not end");
}

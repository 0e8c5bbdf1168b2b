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


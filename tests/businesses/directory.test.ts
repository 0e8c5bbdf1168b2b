import { beforeAll, describe, expect, it } from "vitest";
import { GET as listRoute } from "@/app/api/businesses/route";
import { GET as getRoute, PUT as putRoute } from "@/app/api/businesses/[id]/route";
import { POST as aiSearchRoute } from "@/app/api/businesses/ai-search/route";
import { POST as extractRoute } from "@/app/api/businesses/extract-name/route";
import { BUSINESS_TAGS } from "@/lib/contract/businesses/constants";
import { db } from "@/lib/data/db";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";
import { seedBusiness, tag, validApplication } from "@/tests/businesses/fixtures";

const list = listRoute as Handler;
const getOne = getRoute as Handler;
const put = putRoute as Handler;
const aiSearch = aiSearchRoute as Handler;
const extract = extractRoute as Handler;

let member: TestUser;
let admin: TestUser;
const city = `Filtertown${tag()}`;
const ids: Record<string, string> = {};

beforeAll(async () => {
  member = await createUser({ firstName: "Mika" });
  admin = await createUser({ firstName: "Ada", admin: true });
  ids.bar = (await seedBusiness({ name: "Nichome Bar", businessType: "bar", city, address: "2-chome Shinjuku", tags: ["lgbtq-friendly", "safe-space"] })).id;
  ids.quietBar = (await seedBusiness({ name: "Quiet Bar", businessType: "bar", city, description: "A calm whisky room", tags: ["lgbtq-friendly", "quiet-space"] })).id;
  ids.cafe = (await seedBusiness({ name: "Oat Cafe", businessType: "cafe", city: city.toUpperCase(), description: "Vegan bakes near Shinjuku", tags: ["vegan-options", "lgbtq-friendly"] })).id;
  ids.elsewhere = (await seedBusiness({ name: "Osaka Bar", businessType: "bar", city: "Osaka", tags: ["lgbtq-friendly"] })).id;
  await db.business.update({ where: { id: ids.bar }, data: { averageRating: "4.5", totalReviews: 12, ownerId: member.id } });
});

const names = (data: Array<{ name: string }>) => data.map((b) => b.name).sort();

describe("GET /api/businesses", () => {
  it("requires a session", async () => {
    expect((await call(list, "/api/businesses")).status).toBe(401);
  });

  it.each([
    ["city only (case-insensitive)", { city: city.toLowerCase() }, ["Nichome Bar", "Oat Cafe", "Quiet Bar"]],
    ["type + city", { city, businessType: "bar" }, ["Nichome Bar", "Quiet Bar"]],
    ["businessType all", { city, businessType: "all" }, ["Nichome Bar", "Oat Cafe", "Quiet Bar"]],
    ["one tag", { city, tags: "quiet-space" }, ["Quiet Bar"]],
    ["every tag required", { city, tags: ["lgbtq-friendly", "safe-space"] }, ["Nichome Bar"]],
    ["tags nobody has together", { city, tags: ["safe-space", "vegan-options"] }, []],
    ["search over address", { city, search: "SHINJUKU" }, ["Nichome Bar", "Oat Cafe"]],
    ["search over description", { city, search: "whisky" }, ["Quiet Bar"]],
    ["search words all must match", { city, search: "vegan shinjuku" }, ["Oat Cafe"]],
    ["type + city + search + tags", { city, businessType: "bar", search: "nichome", tags: "lgbtq-friendly" }, ["Nichome Bar"]],
  ])("%s", async (_name, query, expected) => {
    const res = await call(list, "/api/businesses", { cookie: member.cookie, query });
    expect(res.status).toBe(200);
    expect(names(res.data)).toEqual(expected);
  });

  it("returns the spec's shape: averageRating as a string and the owner's name", async () => {
    const res = await call(list, "/api/businesses", { cookie: member.cookie, query: { city, search: "Nichome" } });
    expect(res.data).toHaveLength(1);
    expect(res.data[0]).toMatchObject({
      id: ids.bar,
      businessType: "bar",
      averageRating: "4.5",
      totalReviews: 12,
      tags: ["lgbtq-friendly", "safe-space"],
      owner: { firstName: "Mika", lastName: "Member" },
    });
    expect(res.data[0].owner).not.toHaveProperty("email");
  });

  it("lists newest first", async () => {
    const res = await call(list, "/api/businesses", { cookie: member.cookie, query: { city } });
    expect(res.data.map((b: { name: string }) => b.name)).toEqual(["Oat Cafe", "Quiet Bar", "Nichome Bar"]);
  });

  it.each([
    ["unknown type", { businessType: "casino" }],
    ["unknown tag", { tags: "smoking" }],
    ["10k search", { search: "x".repeat(10_000) }],
    ["too many tags", { tags: Array.from({ length: BUSINESS_TAGS.length + 1 }, () => "pronouns") }],
    ["NUL in city", { city: "\u0000" }],
    ["NUL in search", { search: "bar\u0000" }],
  ])("rejects %s with 400", async (_name, query) => {
    const res = await call(list, "/api/businesses", { cookie: member.cookie, query });
    expect(res.status).toBe(400);
    expect(typeof res.data.message).toBe("string");
  });
});

describe("GET /api/businesses/[id]", () => {
  it("returns one business, 404 for unknown or malformed ids", async () => {
    const ok = await call(getOne, "/api/businesses/x", { cookie: member.cookie, params: { id: ids.cafe } });
    expect(ok.status).toBe(200);
    expect(ok.data).toMatchObject({ id: ids.cafe, name: "Oat Cafe", averageRating: null, owner: null });
    const missing = await call(getOne, "/api/businesses/x", { cookie: member.cookie, params: { id: "nope123" } });
    expect(missing.status).toBe(404);
    expect(missing.data.message).toBe("Business not found");
    const malformed = await call(getOne, "/api/businesses/x", { cookie: member.cookie, params: { id: "../etc/passwd" } });
    expect(malformed.status).toBe(404);
  });
});

describe("PUT /api/businesses/[id]", () => {
  it("refuses members with 403 and leaves the row alone", async () => {
    const res = await call(put, "/api/businesses/x", { method: "PUT", cookie: member.cookie, params: { id: ids.quietBar }, body: validApplication({ name: "Hacked" }) });
    expect(res.status).toBe(403);
    expect((await db.business.findUnique({ where: { id: ids.quietBar } }))?.name).toBe("Quiet Bar");
  });

  it("lets an admin edit every field; blank optional fields become null", async () => {
    const target = await seedBusiness({ name: "Old Name", businessType: "shop", city: "Kyoto", address: "Somewhere" });
    const res = await call(put, "/api/businesses/x", {
      method: "PUT",
      cookie: admin.cookie,
      params: { id: target.id },
      body: validApplication({ name: "  New Name ", businessType: "izakaya", address: "", tags: ["pronouns", "pronouns", "family-friendly"] }),
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ name: "New Name", businessType: "izakaya", address: null, city: "Tokyo", tags: ["pronouns", "family-friendly"] });
  });

  it.each([
    ["empty name", { name: "" }, "Business name is required"],
    ["bad website", { website: "not a url" }, "Please enter a valid URL"],
    ["bad email", { email: "nope@" }, "Please enter a valid email"],
  ])("validates: %s", async (_name, patch, message) => {
    const res = await call(put, "/api/businesses/x", { method: "PUT", cookie: admin.cookie, params: { id: ids.cafe }, body: validApplication(patch) });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe(message);
  });

  it("404 for an unknown business", async () => {
    const res = await call(put, "/api/businesses/x", { method: "PUT", cookie: admin.cookie, params: { id: "missing1" }, body: validApplication() });
    expect(res.status).toBe(404);
  });
});

describe("POST /api/businesses/ai-search", () => {
  it("turns free text into filters offline", async () => {
    const res = await call(aiSearch, "/api/businesses/ai-search", { cookie: member.cookie, body: { query: "lgbtq friendly bar in Tokyo" } });
    expect(res.status).toBe(200);
    expect(res.data.filters).toEqual({ businessType: "bar", city: "Tokyo", searchKeywords: "", budget: null, tags: ["lgbtq-friendly"] });
    const ja = await call(aiSearch, "/api/businesses/ai-search", { cookie: member.cookie, body: { query: "大阪の安い居酒屋" } });
    expect(ja.data.filters).toMatchObject({ businessType: "izakaya", city: "Osaka", budget: "budget" });
  });

  it.each([
    ["missing query", {}],
    ["blank query", { query: "   " }],
    ["wrong type", { query: 42 }],
    ["10k query", { query: "bar ".repeat(2500) }],
  ])("rejects %s with 400", async (_name, body) => {
    const res = await call(aiSearch, "/api/businesses/ai-search", { cookie: member.cookie, body });
    expect(res.status).toBe(400);
  });
});

describe("POST /api/businesses/extract-name", () => {
  it.each([
    ["https://www.google.com/maps/place/Tokyo+Rainbow+Cafe/@35.6,139.7,17z", { kind: "found", name: "Tokyo Rainbow Cafe" }],
    ["https://example.com/maps/place/Nope", { kind: "invalid" }],
    ["https://www.google.com/maps/@35.6,139.7,17z", { kind: "not_found" }],
  ])("%s", async (url, expected) => {
    const res = await call(extract, "/api/businesses/extract-name", { cookie: member.cookie, body: { url } });
    expect(res.status).toBe(200);
    expect(res.data).toEqual(expected);
  });

  it("rejects non-string and huge links with 400", async () => {
    expect((await call(extract, "/api/businesses/extract-name", { cookie: member.cookie, body: { url: ["x"] } })).status).toBe(400);
    expect((await call(extract, "/api/businesses/extract-name", { cookie: member.cookie, body: { url: "g".repeat(10_000) } })).status).toBe(400);
  });
});

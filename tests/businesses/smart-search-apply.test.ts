import { beforeAll, describe, expect, it } from "vitest";
import { GET as listRoute } from "@/app/api/businesses/route";
import { POST as aiSearchRoute } from "@/app/api/businesses/ai-search/route";
import { businessesUrl, splitSmartSearch } from "@/components/peerpicks/types";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";
import { seedBusiness, tag } from "@/tests/businesses/fixtures";

// Issue #29: smart search applies what it lists under "Filters applied" (tags included), through the
// directory's own query (businessesUrl -> GET /api/businesses); budget has no data to filter on and
// is reported apart, never applied.
const list = listRoute as Handler;
const aiSearch = aiSearchRoute as Handler;

let member: TestUser;
const word = `zq${tag()}`;

beforeAll(async () => {
  member = await createUser({ firstName: "Rin" });
  await seedBusiness({ name: "Green Leaf Cafe", businessType: "cafe", description: `Oat lattes ${word}`, tags: ["vegan-options", "lgbtq-friendly"] });
  await seedBusiness({ name: "Plain Cafe", businessType: "cafe", description: `Toast ${word}`, tags: ["lgbtq-friendly"] });
  await seedBusiness({ name: "Vegan Bar", businessType: "bar", description: `Natural wine ${word}`, tags: ["vegan-options"] });
});

async function searchDirectory(query: string) {
  const res = await call(aiSearch, "/api/businesses/ai-search", { cookie: member.cookie, body: { query } });
  expect(res.status).toBe(200);
  const { directory, understoodOnly } = splitSmartSearch(res.data.filters);
  expect(directory).not.toBeNull();
  const listed = await call(list, businessesUrl(directory!), { cookie: member.cookie });
  expect(listed.status).toBe(200);
  return { filters: res.data.filters, understoodOnly, names: (listed.data as Array<{ name: string }>).map((b) => b.name).sort() };
}

describe("smart search -> directory query", () => {
  it.each([
    ["English", `cheap vegan cafe ${word}`],
    ["Japanese", `安いベジタリアンのカフェ ${word}`],
  ])("%s: a tag and a budget return only the businesses with the tag; the budget is understood, not applied", async (_lang, query) => {
    const { filters, understoodOnly, names } = await searchDirectory(query);
    // the spec's response shape is unchanged
    expect(filters).toEqual({ businessType: "cafe", city: null, searchKeywords: word, budget: "budget", tags: ["vegan-options"] });
    expect(names).toEqual(["Green Leaf Cafe"]);
    expect(understoodOnly).toEqual({ budget: "budget" });
  });

  it("a tag alone (no type) narrows by the tag", async () => {
    const { names } = await searchDirectory(`vegan options ${word}`);
    expect(names).toEqual(["Green Leaf Cafe", "Vegan Bar"]);
  });

  it("a budget alone applies nothing", async () => {
    const res = await call(aiSearch, "/api/businesses/ai-search", { cookie: member.cookie, body: { query: "cheap" } });
    expect(splitSmartSearch(res.data.filters)).toEqual({ directory: null, understoodOnly: { budget: "budget" } });
  });
});

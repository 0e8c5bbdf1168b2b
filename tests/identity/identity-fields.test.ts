import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as followRoute } from "@/app/api/users/[id]/follow/route";
import { GET as getUserRoute, PUT as putUserRoute } from "@/app/api/users/[id]/route";
import { GET as searchRoute } from "@/app/api/users/search/route";
import { errorBody } from "@/lib/core/errors";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";
import { block } from "@/tests/safety/support";

// Pronouns and identity line: who sees them on the profile and in search, and what PUT accepts.
const getUser = getUserRoute as Handler;
const putUser = putUserRoute as Handler;
const search = searchRoute as Handler;

const put = (user: TestUser, body: Record<string, unknown>) =>
  call(putUser, `/api/users/${user.id}`, { method: "PUT", cookie: user.cookie, params: { id: user.id }, body: { username: user.username, ...body } });
const profile = (viewer: TestUser, id: string) => call(getUser, `/api/users/${id}`, { cookie: viewer.cookie, params: { id } });
const follow = (viewer: TestUser, id: string) => call(followRoute as Handler, `/api/users/${id}/follow`, { method: "POST", cookie: viewer.cookie, params: { id } });

type Visibility = "everyone" | "followers" | "only_me";

/** An owner with both fields set to `visibility`, a follower, a stranger and a member the owner blocked. */
async function cast(visibility: Visibility) {
  const tag = `id${randomBytes(3).toString("hex")}`;
  const owner = await createUser({ firstName: tag });
  const [follower, stranger, blocked] = await Promise.all([createUser(), createUser(), createUser()]);
  const saved = await put(owner, { pronouns: "they/them", pronounsVisibility: visibility, identityLine: "Nonbinary lesbian", identityVisibility: visibility });
  expect(saved.status).toBe(200);
  expect((await follow(follower, owner.id)).status).toBe(200);
  expect((await follow(blocked, owner.id)).status).toBe(200);
  expect((await block(owner, blocked.id)).status).toBe(200);
  return { tag, owner, follower, stranger, blocked };
}

describe("identity fields: who sees them", () => {
  // [visibility, owner, follower, stranger] -> whether each sees both fields; a blocked member never sees the profile
  it.each<[Visibility, boolean, boolean, boolean]>([
    ["everyone", true, true, true],
    ["followers", true, true, false],
    ["only_me", true, false, false],
  ])("%s: owner %s, follower %s, stranger %s; blocked 404 and absent from search", async (visibility, ownerSees, followerSees, strangerSees) => {
    const { tag, owner, follower, stranger, blocked } = await cast(visibility);
    for (const [viewer, sees] of [
      [owner, ownerSees],
      [follower, followerSees],
      [stranger, strangerSees],
    ] as const) {
      const res = await profile(viewer, owner.id);
      expect(res.status).toBe(200);
      if (sees) expect(res.data).toMatchObject({ pronouns: "they/them", identityLine: "Nonbinary lesbian" });
      else {
        expect(res.data).not.toHaveProperty("pronouns");
        expect(res.data).not.toHaveProperty("identityLine");
      }
      // the settings themselves go to the owner only
      if (viewer === owner) expect(res.data).toMatchObject({ pronounsVisibility: visibility, identityVisibility: visibility });
      else expect(res.data).not.toHaveProperty("pronounsVisibility");

      const found = await call(search, "/api/users/search", { cookie: viewer.cookie, query: { q: tag } });
      expect(found.status).toBe(200);
      const row = found.data.find((u: { id: string }) => u.id === owner.id);
      expect(row).toBeDefined();
      if (sees) expect(row).toMatchObject({ pronouns: "they/them", identityLine: "Nonbinary lesbian" });
      else expect(JSON.stringify(row)).not.toMatch(/they\/them|Nonbinary|pronouns|identityLine/);
    }
    expect((await profile(blocked, owner.id)).status).toBe(404);
    const blockedSearch = await call(search, "/api/users/search", { cookie: blocked.cookie, query: { q: tag } });
    expect(blockedSearch.data).toEqual([]);
  });

  it("a follower who unfollows loses a followers-only field", async () => {
    const { owner, follower } = await cast("followers");
    expect((await profile(follower, owner.id)).data.pronouns).toBe("they/them");
    await follow(follower, owner.id);
    expect((await profile(follower, owner.id)).data).not.toHaveProperty("pronouns");
  });

  it("defaults: pronouns to everyone, the identity line to followers", async () => {
    const owner = await createUser();
    const stranger = await createUser();
    expect((await put(owner, { pronouns: "she/her", identityLine: "Trans woman" })).data).toMatchObject({
      pronounsVisibility: "everyone",
      identityVisibility: "followers",
    });
    const seen = await profile(stranger, owner.id);
    expect(seen.data.pronouns).toBe("she/her");
    expect(seen.data).not.toHaveProperty("identityLine");
  });

  it("round-trips Japanese text and clears a field with an empty string or null", async () => {
    const owner = await createUser();
    expect((await put(owner, { pronouns: " 彼女 ", identityLine: "レズビアン" })).data).toMatchObject({ pronouns: "彼女", identityLine: "レズビアン" });
    const cleared = await put(owner, { pronouns: "", identityLine: null });
    expect(cleared.status).toBe(200);
    expect(cleared.data).not.toHaveProperty("pronouns");
    expect(cleared.data).not.toHaveProperty("identityLine");
    // absent fields are left as they are
    await put(owner, { pronouns: "he/him" });
    expect((await put(owner, { bio: "hi" })).data.pronouns).toBe("he/him");
  });
});

describe("identity fields: what PUT /api/users/{id} refuses", () => {
  it.each<[string, Record<string, unknown>, string]>([
    ["41-character pronouns", { pronouns: "x".repeat(41) }, "Pronouns must be at most 40 characters"],
    ["61-character identity line", { identityLine: "x".repeat(61) }, "Identity must be at most 60 characters"],
    ["pronouns as a number", { pronouns: 5 }, "Must be text"],
    ["identity line as an object", { identityLine: { a: 1 } }, "Must be text"],
    ["pronouns as an array", { pronouns: ["she", "her"] }, "Must be text"],
    ["an unknown visibility", { pronounsVisibility: "friends" }, "Visibility must be everyone, followers or only_me"],
    ["visibility as a boolean", { identityVisibility: true }, "Visibility must be everyone, followers or only_me"],
  ])("%s -> 400", async (_name, body, message) => {
    const owner = await createUser();
    const res = await put(owner, body);
    expect(res.status).toBe(400);
    expect(res.data).toEqual(errorBody("bad_request", message)); // and the key and values serverText made it from
  });

  it("names the message's catalog key and values beside the spec's message and code (issue #30)", async () => {
    const res = await put(await createUser(), { pronouns: "x".repeat(41) });
    expect(res.data).toEqual({ message: "Pronouns must be at most 40 characters", code: "bad_request", messageKey: "pronounsTooLong", messageValues: { max: 40 } });
  });

  it("accepts exactly 40 and 60 characters", async () => {
    const owner = await createUser();
    const res = await put(owner, { pronouns: "p".repeat(40), identityLine: "i".repeat(60) });
    expect(res.status).toBe(200);
    expect(res.data.pronouns).toHaveLength(40);
    expect(res.data.identityLine).toHaveLength(60);
  });

  it("refuses a lone surrogate with 400", async () => {
    const owner = await createUser();
    const res = await call(putUser, `/api/users/${owner.id}`, {
      method: "PUT",
      cookie: owner.cookie,
      params: { id: owner.id },
      rawBody: `{"username":"${owner.username}","pronouns":"\\ud800them"}`,
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe("Text can't contain unpaired surrogate characters");
  });
});

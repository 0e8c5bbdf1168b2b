import { describe, expect, it } from "vitest";
import { PUT as updateUserRoute } from "@/app/api/users/[id]/route";
import { as, idsOf } from "@/tests/safety/surfaces";
import { call, createUser, type Handler, uniqueEmail } from "@/tests/support/http";

describe("usernames never come from the e-mail", () => {
  it.each([
    ["Aiko", "aiko"],
    ["José", "jose"],
    ["さくら", "sakura"],
    ["太郎", "member"],
    ["🌈", "member"],
  ])("first name %j gives %s + digits", async (firstName, base) => {
    const email = `${base === "member" ? "taro.yamada" : base}.secret${Date.now()}@example.test`;
    const user = await createUser({ firstName, email });
    expect(user.username).toMatch(new RegExp(`^${base}\\d{4,8}$`));
    expect(user.username).not.toContain(email.split("@")[0]);
    expect(user.username).not.toContain("secret");
  });

  it("two members with the same first name get different usernames", async () => {
    const a = await createUser({ firstName: "Ren", email: uniqueEmail("ren") });
    const b = await createUser({ firstName: "Ren", email: uniqueEmail("ren") });
    expect(a.username).not.toBe(b.username);
    expect(a.username.startsWith("ren")).toBe(true);
  });
});

describe("discoverable", () => {
  it("off: left out of people search for everyone, still on followers' lists; on again: found", async () => {
    const tag = Date.now().toString(36);
    const hidden = await createUser({ firstName: `Hideme${tag}` });
    const friend = await createUser();
    const stranger = await createUser();
    expect((await as(friend).follow(hidden.id)).data.status).toBe("following");
    const put = (discoverable: boolean) =>
      call(updateUserRoute as Handler, `/api/users/${hidden.id}`, { method: "PUT", cookie: hidden.cookie, params: { id: hidden.id }, body: { username: hidden.username, discoverable } });
    expect((await put(false)).data).toMatchObject({ discoverable: false });
    for (const viewer of [stranger, friend]) {
      expect(idsOf((await as(viewer).search(`hideme${tag}`)).data)).not.toContain(hidden.id);
      expect(idsOf((await as(viewer).search(hidden.username)).data)).not.toContain(hidden.id);
    }
    expect(idsOf((await as(friend).following(friend.id)).data)).toContain(hidden.id);
    expect(idsOf((await as(stranger).followers(hidden.id)).data)).toEqual([friend.id]);
    expect((await as(stranger).user(hidden.id)).status).toBe(200);
    expect((await put(true)).status).toBe(200);
    expect(idsOf((await as(stranger).search(`hideme${tag}`)).data)).toContain(hidden.id);
  });
});

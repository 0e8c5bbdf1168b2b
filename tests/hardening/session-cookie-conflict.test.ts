import { describe, expect, it } from "vitest";
import { GET as meRoute } from "@/app/api/auth/user/route";
import { POST as followRoute } from "@/app/api/users/[id]/follow/route";
import { sessionTokenFrom } from "@/lib/core/net/cookie";
import { call, createUser, type Handler } from "@/tests/support/http";

// A session cookie planted with `Path=/api` is sent before the member's `Path=/` one on API calls
// (longest path first): with "the first that decodes counts" the API ran as the planter while the
// pages ran as the member, and logout (which clears the `Path=/` cookie) could not remove it. Two
// different session values that both decode now mean signed out, for the API and the pages alike
// (one parser: lib/core/net/cookie.ts; the pages' side in lib/server/current-user.test.ts).
const BAD = "next-auth.session-token=%E0%A4%A";

describe("two different session cookies", () => {
  it("the API answers as signed out, whichever comes first", async () => {
    const [member, planter] = await Promise.all([createUser(), createUser()]);
    for (const cookie of [`${planter.cookie}; ${member.cookie}`, `${member.cookie}; ${planter.cookie}`, `${BAD}; ${planter.cookie}; x=1; ${member.cookie}`]) {
      const res = await call(meRoute as Handler, "/api/auth/user", { cookie });
      expect(res.status, cookie).toBe(401);
      expect(sessionTokenFrom(cookie), cookie).toBeNull();
    }
    const write = await call(followRoute as Handler, `/api/users/${member.id}/follow`, { method: "POST", cookie: `${planter.cookie}; ${member.cookie}`, params: { id: member.id } });
    expect(write.status).toBe(401);
  });

  it("the same session twice (two paths) and a broken value before the valid one stay signed in", async () => {
    const member = await createUser();
    for (const cookie of [`${member.cookie}; ${member.cookie}`, `${BAD}; ${member.cookie}`, `${member.cookie}; ${BAD}; ${member.cookie}`]) {
      const res = await call(meRoute as Handler, "/api/auth/user", { cookie });
      expect(res.status, cookie).toBe(200);
      expect(res.data.id).toBe(member.id);
    }
  });
});

import { describe, expect, it } from "vitest";
import { GET as meRoute } from "@/app/api/auth/user/route";
import { POST as followRoute } from "@/app/api/users/[id]/follow/route";
import { createUser } from "@/tests/support/http";

// Next gives routes without dynamic segments no params at all; the wrapper must cope (a build-only bug).
describe("the wrapper and Next's route context", () => {
  it("handles a context without params, and a params promise that rejects", async () => {
    const member = await createUser();
    const req = () => new Request("http://localhost:3000/api/auth/user", { headers: { cookie: member.cookie } });
    const noParams = await (meRoute as unknown as (r: Request, c: object) => Promise<Response>)(req(), {});
    expect(noParams.status).toBe(200);
    const rejected = await followRoute(new Request("http://localhost:3000/api/users/x/follow", { method: "POST", headers: { cookie: member.cookie } }), {
      params: Promise.reject(new URIError("URI malformed")),
    });
    expect(rejected.status).toBe(404);
  });
});

import { describe, expect, it } from "vitest";
import { POST as applyRoute } from "@/app/api/business-applications/route";
import { POST as rejectRoute } from "@/app/api/business-applications/[id]/reject/route";
import { POST as createPostRoute } from "@/app/api/posts/route";
import { UNPAIRED_SURROGATE } from "@/lib/core/schema/text";
import { validApplication } from "@/tests/businesses/fixtures";
import { call, createUser, type Handler } from "@/tests/support/http";

// Finding 5: a lone UTF-16 surrogate in admin notes gave 500 when the notification was serialised.
describe("unpaired surrogates are refused where NUL is", () => {
  it("in admin notes of a rejection (400, application still pending)", async () => {
    const admin = await createUser({ admin: true });
    const member = await createUser();
    const applied = await call(applyRoute as Handler, "/api/business-applications", { cookie: member.cookie, body: validApplication() });
    expect(applied.status).toBe(201);
    const id = applied.data.id;
    const res = await call(rejectRoute as Handler, "/x", { cookie: admin.cookie, params: { id }, body: { adminNotes: "bad \ud800 notes" } });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ message: UNPAIRED_SURROGATE, code: "bad_request", messageKey: "unpairedSurrogate" });
    const ok = await call(rejectRoute as Handler, "/x", { cookie: admin.cookie, params: { id }, body: { adminNotes: "Not a fit 🌈" } });
    expect(ok.status).toBe(200);
  });

  it.each(["\ud800", "a\udfffb", "\udc00\ud800", { "\ud83c": "key" }])("in any body field or key: %j", async (value) => {
    const member = await createUser();
    const res = await call(createPostRoute as Handler, "/api/posts", { cookie: member.cookie, body: { content: value, media: [] } });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe(UNPAIRED_SURROGATE);
  });

  it("accepts a well-formed pair (an emoji)", async () => {
    const member = await createUser();
    const res = await call(createPostRoute as Handler, "/api/posts", { cookie: member.cookie, body: { content: "虹 🏳️‍🌈" } });
    expect(res.data?.message).not.toBe(UNPAIRED_SURROGATE);
  });
});

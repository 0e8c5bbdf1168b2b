import { describe, expect, it } from "vitest";
import { bodyTextOf, jsonTextResponse } from "@/lib/core/net/body-text";

// pageResponse's answers are made by jsonTextResponse: to Next they must be what Response.json made
// (status, headers, body), and the direct lane reads their text without their stream.
describe("jsonTextResponse", () => {
  const items = [{ id: "p1", caption: "日本語 \u2028 \"quoted\"", media: [] }, { id: "p2", n: 1.5, none: null }];
  const answer = async (response: Response) => ({ status: response.status, statusText: response.statusText, headers: [...response.headers], body: await response.text() });

  it("answers as Response.json does, with or without a Content-Type or status of the caller's", async () => {
    const inits: { status?: number; headers: Record<string, string> }[] = [
      { headers: { "Cache-Control": "private, no-store", "X-Next-Cursor": "abc" } },
      { status: 201, headers: {} },
      { headers: { "Content-Type": "application/vnd.niji+json" } },
    ];
    for (const init of inits) {
      expect(await answer(jsonTextResponse(JSON.stringify(items), init))).toEqual(await answer(Response.json(items, init)));
    }
  });

  it("carries its text for the lane; any other Response, or a copy of this one, does not", () => {
    const text = JSON.stringify(items);
    const response = jsonTextResponse(text, { headers: {} });
    expect(bodyTextOf(response)).toBe(text);
    expect(bodyTextOf(Response.json(items))).toBeUndefined();
    expect(bodyTextOf(new Response(response.body, response))).toBeUndefined();
  });
});

import { describe, expect, it, vi } from "vitest";
import {
  extractBusinessName,
  extractFromMapsLink,
  isShareLink,
  isSupportedMapsLink,
  safeDecode,
} from "@/lib/contract/businesses/maps-link";
import { MAX_SHARE_LINK_HOPS, resolveShareLink } from "@/lib/domain/businesses/resolve-share-link";

const PLACE = "https://www.google.com/maps/place/Niji+Cafe/@35.6585805,139.7454329,17z/data=!3m1!4b1!4m6";

describe("isSupportedMapsLink / isShareLink", () => {
  it.each([
    [PLACE, true, false],
    ["https://www.google.co.jp/maps/search/ramen", true, false],
    ["https://maps.google.com/?q=Niji+Bar", true, false],
    ["https://maps.google.co.jp/maps?q=Niji", true, false],
    ["https://www.google.com/search?q=Niji+Bar", true, false],
    ["google.com/maps/place/Niji+Cafe", true, false],
    ["http://www.google.com.au/maps", true, false],
    ["https://maps.app.goo.gl/AbC123xyz", true, true],
    ["https://goo.gl/maps/AbC123", true, true],
    ["https://share.google/AbC123", true, true],
    ["https://g.co/kgs/AbC123", true, true],
    ["https://search.app.goo.gl/AbC123", true, true],
    ["https://www.google.com/", false, false],
    ["https://mail.google.com/maps", false, false],
    ["https://goo.gl/AbC123", false, false],
    ["https://g.co/other", false, false],
    ["https://example.com/maps/place/Niji", false, false],
    ["https://evil.example/?google=maps", false, false],
    ["https://google.evil.co/maps/place/X", false, false],
    ["https://www.google.com.evil.io/maps", false, false],
    ["ftp://maps.google.com/", false, false],
    ["javascript:alert(1)//google.com/maps", false, false],
    ["not a url at all", false, false],
    ["", false, false],
  ])("%s -> supported %s, share %s", (url, supported, share) => {
    expect(isSupportedMapsLink(url)).toBe(supported);
    expect(isShareLink(url)).toBe(share);
  });
});

describe("extractBusinessName", () => {
  it.each([
    ["place path", PLACE, "Niji Cafe"],
    [
      "encoded Japanese place path",
      "https://www.google.co.jp/maps/place/%E6%9D%B1%E4%BA%AC%E3%82%BF%E3%83%AF%E3%83%BC/@35.65,139.74,17z",
      "東京タワー",
    ],
    ["commas, dashes and plus signs", "https://www.google.com/maps/place/Rainbow-Books,+Shibuya++Tokyo/", "Rainbow Books Shibuya Tokyo"],
    ["encoded plus sign", "https://www.google.com/maps/place/Cafe%2BBar/", "Cafe Bar"],
    ["search path", "https://www.google.com/maps/search/ramen+shinjuku/@35.69,139.70,15z", "ramen shinjuku"],
    ["api=1 query parameter", "https://www.google.com/maps/search/?api=1&query=Niji%20Cafe%20Kyoto", "Niji Cafe Kyoto"],
    ["q parameter on Search", "https://www.google.com/search?q=Niji+Bar+Shinjuku&oq=niji&sourceid=chrome", "Niji Bar Shinjuku"],
    ["q parameter on maps host", "https://maps.google.com/?q=%E3%83%8B%E3%82%B8%E3%83%90%E3%83%BC", "ニジバー"],
    ["other maps segment", "https://www.google.com/maps/Queer+Books+Nakano/@35.7,139.66,15z", "Queer Books Nakano"],
    ["directions: the destination", "https://www.google.com/maps/dir/Shinjuku+Station/Niji+Cafe/@35.6,139.7,14z/data=!4m2", "Niji Cafe"],
    ["too-short place falls through to q", "https://www.google.com/maps/place/AB/?q=Niji+Izakaya", "Niji Izakaya"],
    ["three characters is enough", "https://www.google.com/maps/place/ABC", "ABC"],
    ["malformed escape kept as typed", "https://www.google.com/maps/place/Caf%E9+%ZZ+Bar", "Caf%E9 %ZZ Bar"],
    ["valid escapes around a bad one", "https://www.google.com/maps/place/%E6%9D%B1%E4%BA%AC%", "東京%"],
    ["malformed q parameter", "https://www.google.com/search?q=Bar%+Niji", "Bar% Niji"],
  ])("%s", (_label, url, name) => expect(extractBusinessName(url)).toBe(name));

  it.each([
    ["name of 2 characters", "https://www.google.com/maps/place/AB/@35.6,139.7,15z"],
    ["dashes only", "https://www.google.com/maps/place/---/"],
    ["coordinates only", "https://www.google.com/maps/@35.6585805,139.7454329,15z/data=!3m1!4b1"],
    ["coordinate q", "https://maps.google.com/maps?q=35.6586,139.7454"],
    ["negative coordinate place", "https://www.google.com/maps/place/-33.8688,151.2093"],
    ["degree coordinates", "https://www.google.com/maps/place/35%C2%B039'29.6%22N+139%C2%B042'00.0%22E/"],
    ["a cid only", "https://maps.google.com/?cid=1234567890"],
    ["no maps path", "https://www.google.com/maps"],
    ["not a url", "%%%"],
  ])("null for %s", (_label, url) => expect(extractBusinessName(url)).toBeNull());

  it("safeDecode never throws", () => {
    for (const s of ["%", "%E0%A4%A", "%ZZ", "%C3%28", "a%2"]) expect(() => safeDecode(s)).not.toThrow();
    expect(safeDecode("%E3%81%82%")).toBe("あ%");
  });
});

describe("extractFromMapsLink", () => {
  const SHARE = "https://maps.app.goo.gl/AbC123xyz";

  it("rejects links that are not Google Maps, Search or share links", async () => {
    expect(await extractFromMapsLink("https://example.com/maps/place/Niji")).toEqual({ kind: "invalid" });
    expect(await extractFromMapsLink("   ")).toEqual({ kind: "invalid" });
  });

  it("finds the name in a full link without resolving", async () => {
    const resolve = vi.fn(async () => null);
    expect(await extractFromMapsLink(`  ${PLACE}  `, resolve)).toEqual({ kind: "found", name: "Niji Cafe" });
    expect(resolve).not.toHaveBeenCalled();
  });

  it("reports not_found when no name is longer than 2 characters", async () => {
    expect(await extractFromMapsLink("https://www.google.com/maps/place/AB")).toEqual({ kind: "not_found" });
    expect(await extractFromMapsLink("https://www.google.com/maps/@35.6,139.7,15z")).toEqual({ kind: "not_found" });
  });

  it("extracts from the resolved URL of a share link", async () => {
    const resolve = vi.fn(async () => PLACE);
    expect(await extractFromMapsLink(SHARE, resolve)).toEqual({ kind: "found", name: "Niji Cafe" });
    expect(resolve).toHaveBeenCalledWith(SHARE);
  });

  it("reports not_found when the resolved URL has no name", async () => {
    expect(await extractFromMapsLink(SHARE, async () => "https://www.google.com/maps/@35.6,139.7,15z")).toEqual({
      kind: "not_found",
    });
  });

  it.each([
    ["no resolver", undefined],
    ["resolver gives null", async () => null],
    ["resolver throws", async () => Promise.reject(new Error("boom"))],
    ["resolver throws synchronously", (() => { throw new Error("boom"); }) as () => Promise<string | null>],
    ["resolved to another host", async () => "https://example.com/maps/place/Niji"],
    ["resolved to another share link", async () => "https://share.google/xyz"],
  ])("share_unresolved when %s", async (_label, resolve) => {
    expect(await extractFromMapsLink(SHARE, resolve)).toEqual({ kind: "share_unresolved" });
  });
});

describe("resolveShareLink", () => {
  const redirect = (location: string, status = 302) => new Response(null, { status, headers: { location } });
  const routes = (table: Record<string, () => Response>) =>
    vi.fn<typeof fetch>(async (input) => {
      const handler = table[String(input)];
      if (!handler) throw new Error(`unexpected fetch ${String(input)}`);
      return handler();
    });

  it("follows a redirect chain manually and stops at the full maps URL", async () => {
    const fetchImpl = routes({
      "https://maps.app.goo.gl/AbC": () => redirect("https://goo.gl/maps/Def", 301),
      "https://goo.gl/maps/Def": () => redirect(PLACE),
    });
    expect(await resolveShareLink("https://maps.app.goo.gl/AbC", { fetchImpl })).toBe(PLACE);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(fetchImpl.mock.calls[0]![1]).toMatchObject({ redirect: "manual", method: "GET" });
  });

  it("resolves a relative Location against the current URL", async () => {
    const fetchImpl = routes({ "https://share.google/Xyz": () => redirect("https://www.google.com/search?q=Niji+Bar") });
    expect(await resolveShareLink("https://share.google/Xyz", { fetchImpl })).toBe("https://www.google.com/search?q=Niji+Bar");
    const relative = routes({ "https://g.co/kgs/Abc": () => redirect("/kgs/Def") , "https://g.co/kgs/Def": () => redirect(PLACE) });
    expect(await resolveShareLink("https://g.co/kgs/Abc", { fetchImpl: relative })).toBe(PLACE);
  });

  it("unwraps a consent.google.com interstitial", async () => {
    const target = "https://www.google.com/maps/place/Niji+Bar/";
    const fetchImpl = routes({
      "https://maps.app.goo.gl/AbC": () =>
        redirect(`https://consent.google.com/ml?continue=${encodeURIComponent(target)}&gl=JP`),
    });
    expect(await resolveShareLink("https://maps.app.goo.gl/AbC", { fetchImpl })).toBe(target);
  });

  it("returns a full Google URL as is, without fetching", async () => {
    const fetchImpl = routes({});
    expect(await resolveShareLink(PLACE, { fetchImpl })).toBe(PLACE);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it.each([
    ["another host", "https://evil.example/maps/place/X"],
    ["a look-alike host", "https://google.evil.co/maps/place/X"],
    ["plain http", "http://www.google.com/maps/place/X"],
    ["an IP address", "https://169.254.169.254/latest/meta-data"],
    ["localhost", "https://localhost/maps"],
    ["a non-default port", "https://www.google.com:8443/maps/place/X"],
    ["credentials", "https://user:pw@www.google.com/maps/place/X"],
  ])("refuses to follow a redirect to %s", async (_label, location) => {
    const fetchImpl = routes({ "https://maps.app.goo.gl/AbC": () => redirect(location) });
    expect(await resolveShareLink("https://maps.app.goo.gl/AbC", { fetchImpl })).toBeNull();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it("never fetches a disallowed starting URL", async () => {
    const fetchImpl = routes({});
    expect(await resolveShareLink("https://evil.example/x", { fetchImpl })).toBeNull();
    expect(await resolveShareLink("http://maps.app.goo.gl/AbC", { fetchImpl })).toBeNull();
    expect(await resolveShareLink("nonsense", { fetchImpl })).toBeNull();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it(`gives up after ${MAX_SHARE_LINK_HOPS} hops`, async () => {
    let n = 0;
    const fetchImpl = vi.fn<typeof fetch>(async () => redirect(`https://maps.app.goo.gl/hop${++n}`));
    expect(await resolveShareLink("https://maps.app.goo.gl/start", { fetchImpl })).toBeNull();
    expect(fetchImpl).toHaveBeenCalledTimes(MAX_SHARE_LINK_HOPS);
  });

  it.each([
    ["a 200 without redirect", async () => new Response("<html></html>", { status: 200 })],
    ["a redirect without Location", async () => new Response(null, { status: 302 })],
    ["a 404", async () => new Response("nope", { status: 404 })],
    ["a network error", async () => Promise.reject(new TypeError("fetch failed"))],
    ["a bad Location", async () => redirect("http://[::1")],
  ])("returns null on %s", async (_label, impl) => {
    const fetchImpl = vi.fn<typeof fetch>(impl);
    expect(await resolveShareLink("https://maps.app.goo.gl/AbC", { fetchImpl })).toBeNull();
  });

  it("times out even when fetch ignores the signal", async () => {
    const fetchImpl = vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined));
    const timeout = vi.spyOn(AbortSignal, "timeout");
    expect(await resolveShareLink("https://maps.app.goo.gl/AbC", { fetchImpl, timeoutMs: 30 })).toBeNull();
    expect(timeout).toHaveBeenCalledWith(30);
    timeout.mockRestore();
    const signal = fetchImpl.mock.calls[0]![1]?.signal;
    expect(signal).toBeInstanceOf(AbortSignal);
    expect(signal?.aborted).toBe(true);
  });
});

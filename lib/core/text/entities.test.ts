import { describe, expect, it } from "vitest";
import { ENTITIES_MAX, TAG_MAX, extractMentions, extractTags, normalizeTag, splitEntities } from "./entities";

describe("tags", () => {
  it("finds Latin and Japanese tags, normalised", () => {
    expect(extractTags("Pride walk #Tokyo #東京 #プライド2026 and ＃ＬＧＢＴＱ")).toEqual(["tokyo", "東京", "プライド2026", "lgbtq"]);
  });
  it("ignores anchors, entities, numbers and bare hashes", () => {
    expect(extractTags("see page#top, &#39; #1 #_ # alone ##")).toEqual([]);
  });
  it("keeps tags distinct and in order", () => {
    expect(extractTags("#a1 #b2 #A1")).toEqual(["a1", "b2"]);
  });
  it("cuts tags at TAG_MAX characters", () => {
    expect(extractTags(`#${"あ".repeat(80)}`)[0]).toHaveLength(TAG_MAX);
  });
  it("normalizes a query the same way", () => {
    expect(normalizeTag("＃Tokyo")).toBe("tokyo");
    expect(normalizeTag("123")).toBeNull();
    expect(normalizeTag("a b")).toBeNull();
  });
});

describe("mentions", () => {
  it("finds usernames after @ and full-width ＠", () => {
    expect(extractMentions("thanks @Aiko_22 and ＠kai.t!")).toEqual(["aiko_22", "kai.t"]);
  });
  it("does not take e-mail addresses or short names", () => {
    expect(extractMentions("mail kai@example.com or @ab")).toEqual([]);
  });
  it("drops the dots that end a sentence", () => {
    expect(extractMentions("see you @aiko.")).toEqual(["aiko"]);
    const parts = splitEntities("see you @aiko.");
    expect(parts.at(-2)).toEqual({ kind: "mention", text: "@aiko", username: "aiko" });
    expect(parts.at(-1)).toEqual({ kind: "text", text: "." });
  });
});

describe("splitEntities", () => {
  it("gives the input back when joined", () => {
    const text = "Fun at #pride with @aiko.t, ＃東京!\nhttps://x.test/#frag kai@example.com";
    expect(splitEntities(text).map((p) => p.text).join("")).toBe(text);
  });
  it("links at most ENTITIES_MAX entities", () => {
    const text = Array.from({ length: ENTITIES_MAX + 5 }, (_, i) => `#tag${i}`).join(" ");
    expect(splitEntities(text).filter((p) => p.kind === "tag")).toHaveLength(ENTITIES_MAX);
  });
  it("survives lone surrogates", () => {
    const text = "a \ud800 #ok \udc00 @user1";
    expect(splitEntities(text).map((p) => p.text).join("")).toBe(text);
    expect(extractTags(text)).toEqual(["ok"]);
  });
});

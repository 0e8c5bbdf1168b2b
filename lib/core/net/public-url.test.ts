import { describe, expect, it } from "vitest";
import { originOf } from "@/lib/core/net/public-url";

describe("originOf: a Host header value becomes an origin only when it is a host", () => {
  it.each([
    ["niji.example.jp", "http://niji.example.jp"],
    ["NIJI.Example.jp:8443", "http://niji.example.jp:8443"],
    ["127.0.0.2:3100", "http://127.0.0.2:3100"],
    ["[::1]:3000", "http://[::1]:3000"],
    ["niji.example.jp:80", "http://niji.example.jp"],
  ])("%s -> %s", (host, origin) => expect(originOf("http:", host)).toBe(origin));

  it.each([
    "",
    "evil.example/path",
    "evil.example?x",
    "evil.example#x",
    "user@evil.example",
    "evil.example, niji.example.jp",
    "evil example",
    "evil.example:99999",
    "evil.example:",
    "-evil.example",
    "[nope]",
    "\\\\evil.example",
    `${"a".repeat(63)}.`.repeat(5),
  ])("refuses %j", (host) => expect(originOf("http:", host)).toBeNull());

  it("refuses a protocol that is not http(s)", () => {
    expect(originOf("javascript:", "niji.example.jp")).toBeNull();
    expect(originOf("https:", null)).toBeNull();
  });
});

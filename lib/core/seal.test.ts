import { beforeAll, describe, expect, it, vi } from "vitest";
import { seal, unseal } from "@/lib/core/seal";
import { hashSecret, joinToken, newSecret, secretMatches, splitToken } from "@/lib/core/secret-token";

beforeAll(() => {
  vi.stubEnv("AUTH_SECRET", "test-secret-at-least-16");
  vi.stubEnv("DATABASE_URL", "postgresql://unused@127.0.0.1/unused");
});

describe("seal", () => {
  it("opens what it sealed, for the same purpose only", () => {
    const sealed = seal("mail", "a link: https://niji.example.jp/reset-password?token=x");
    expect(sealed).not.toContain("niji.example.jp");
    expect(unseal("mail", sealed)).toBe("a link: https://niji.example.jp/reset-password?token=x");
    expect(unseal("totp", sealed)).toBeNull();
  });
  it("refuses an altered or truncated value", () => {
    const sealed = Buffer.from(seal("mail", "hello"), "base64url");
    sealed[sealed.length - 1]! ^= 1;
    expect(unseal("mail", sealed.toString("base64url"))).toBeNull();
    expect(unseal("mail", "short")).toBeNull();
  });
});

describe("secret tokens", () => {
  it("round-trips and compares by hash", () => {
    const secret = newSecret();
    const token = joinToken("ckabc123", secret);
    expect(splitToken(token)).toEqual({ id: "ckabc123", secret });
    expect(secretMatches(secret, hashSecret(secret))).toBe(true);
    expect(secretMatches(newSecret(), hashSecret(secret))).toBe(false);
  });
  it("treats anything malformed as a forgery", () => {
    for (const bad of [undefined, 5, "", "nodot", "id.short", `ID.${newSecret()}`, `a.${newSecret()}x`]) expect(splitToken(bad)).toBeNull();
  });
});

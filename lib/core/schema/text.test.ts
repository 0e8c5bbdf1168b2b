import { describe, expect, it } from "vitest";
import { z } from "zod";
import { clearableText, nullableText, optionalText } from "@/lib/core/schema/text";

const parse = (schema: z.ZodType, body: Record<string, unknown>) => {
  const result = z.object({ f: schema }).safeParse(body);
  return result.success ? result.data.f : result.error.issues[0]?.message;
};

describe("optional text fields", () => {
  it.each([
    ["optionalText", optionalText(5, "too long"), [undefined, null, "", "abc", "abcde", "too long", "Invalid input"]],
    ["clearableText", clearableText(5, "too long"), [undefined, null, null, "abc", "abcde", "too long", "Invalid input"]],
    ["nullableText", nullableText(5, "too long"), [null, null, null, "abc", "abcde", "too long", "Invalid input"]],
    ["clearableText measured raw", clearableText(5, "too long", { measure: "raw", notText: "Must be text" }), [undefined, null, null, "abc", "too long", "too long", "Must be text"]],
  ])("%s: absent, null, blank, padded, padded to the limit, too long, not text", (_name, schema, expected) => {
    const bodies = [{}, { f: null }, { f: "   " }, { f: " abc " }, { f: " abcde " }, { f: "abcdef" }, { f: 5 }];
    expect(bodies.map((body) => parse(schema, body))).toEqual(expected);
  });
});

import { describe, expect, it } from "vitest";
import { compileHiddenWords, dedupeHiddenWords, matchesHiddenWords, normaliseForMatching } from "@/lib/core/text/hidden-words";

describe("normaliseForMatching", () => {
  it.each([
    ["ＦＡＧ", "fag"],
    ["ｵｶﾏ", "おかま"],
    ["オカマ", "おかま"],
    ["f@gg0t", "faggot"],
    ["$1ck", "sick"],
    ["f.a.g", "fag"],
    ["ホ・モ", "ほも"],
    ["f\u200bag", "fag"],
    ["  two   spaces\n", "two spaces"],
    ["spoiler-free", "spoiler-free"],
    ["s-p-o-i-l-e-r", "spoiler"],
  ])("%j -> %j", (input, output) => {
    expect(normaliseForMatching(input)).toBe(output);
  });
});

describe("matchesHiddenWords", () => {
  const matcher = compileHiddenWords(["faggot", "ass", "オカマ野郎", "gay trash"]);
  it.each([
    // English: case, width, leetspeak, separators, zero-width, repeated letters, spaced letters, plural
    ["You FAGGOT", true],
    ["ｆａｇｇｏｔ", true],
    ["f4gg0t!", true],
    ["f.a.g.g.o.t", true],
    ["f\u200ba\u200dggot", true],
    ["faaaaggggot", true],
    ["you are a f a g g o t", true],
    ["faggots everywhere", true],
    ["GAY   Trash", true],
    ["ass", true],
    ["a55", true],
    // Japanese: katakana, hiragana, half-width, separators, spaced, inside a sentence
    ["このオカマ野郎", true],
    ["おかま野郎が", true],
    ["ｵｶﾏ野郎", true],
    ["オ・カ・マ野郎", true],
    ["オ カ マ 野 郎", true],
    ["お前オカマ野郎だな", true],
    // not a match: a word inside another word, a single letter short of a doubled one, unrelated text
    ["class", false],
    ["as", false],
    ["passage", false],
    ["fagot", false],
    ["gay pride", false],
    ["オカマ", false],
    ["おかまいなく", false],
    ["", false],
  ])("%j -> %s", (text, hidden) => {
    expect(matchesHiddenWords(text, matcher)).toBe(hidden);
  });

  it("a Latin word beside Japanese script is still a word", () => {
    expect(matchesHiddenWords("お前faggotだ", matcher)).toBe(true);
  });

  it("entries with every ASCII punctuation mark compile and match themselves", () => {
    const marks = [..."!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"].map((c) => `x${c}y`);
    const compiled = compileHiddenWords(["he-she", ...marks]);
    expect(matchesHiddenWords("a he-she", compiled)).toBe(true);
    for (const mark of marks) expect(matchesHiddenWords(`say ${mark} now`, compiled)).toBe(true);
  });

  it("an empty list matches nothing", () => {
    expect(matchesHiddenWords("anything", compileHiddenWords([]))).toBe(false);
  });

  it("a member's Japanese word matches as a substring in either kana", () => {
    const mine = compileHiddenWords(["ホモ"]);
    expect(matchesHiddenWords("ほもきもい", mine)).toBe(true);
    expect(matchesHiddenWords("ﾎﾓ", mine)).toBe(true);
  });
});

describe("dedupeHiddenWords", () => {
  it("trims, drops empties and collapses entries that normalise alike, keeping the first spelling", () => {
    expect(dedupeHiddenWords([" Spoiler ", "SPOILER", "ｓｐｏｉｌｅｒ", "", "  ", "ネタバレ", "ねたばれ"])).toEqual(["Spoiler", "ネタバレ"]);
  });
});

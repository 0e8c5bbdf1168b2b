import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { messages as en } from "@/messages/en";

// Issue #29: "View all 1 comments", "Max: 1 people". Every English message that shows a count next to
// words must say it through `{x, plural, …}`, so the words agree with the number.
//
// The rule, precisely. An argument is a COUNT when it is
//   - a `{x, number}` argument, or
//   - a plain `{x}` argument whose name says it counts: one of COUNT_NAMES, or ending in "Count"
//     (`total` only when the message has no `{current}`: "{current} of {total}" is a position).
// A message with a count that is not (also) the subject of a plural, and whose literal text outside
// any plural has a letter (\p{L}), fails, unless its key is in ALLOWED with the reason its words
// cannot change with the number. Messages that are only digits and signs ("{count} / {max}",
// "+{count}", "({count, number})") have no words to agree. Ordinals and measures (`position`,
// `current`, `index`, `percent`, `size`, `rating`, `time`) are not counts and are not named here.
//
// errors.messages is left out as a whole, for a structural reason: its English entries are the API's
// own texts (lib/core/server-text.ts fills "…at most {max} characters" by plain replacement to
// answer the spec's English word for word), so they must stay plain templates; a plural there would
// not be filled. Its limits are fixed constants above 1.
const COUNT_NAMES = new Set(["count", "total", "max", "min", "n", "number", "others", "confirms", "disputes", "minutes", "seconds", "hours", "days", "people", "attendees", "comments", "likes", "followers"]);
const EXCLUDED_NAMESPACE = "errors.messages.";

const ALLOWED: Record<string, string> = {
  "chat.list.requestsCount": "a heading with its tally in a badge, 'Requests (3)': the heading does not agree",
  "events.card.interestedCount": "'interested' is invariant ('1 interested', '2 interested')",
  "events.card.viewAttendees": "'N interested, view attendees': 'interested' is invariant, 'attendees' names the list",
  "events.detail.interested": "'interested' is invariant",
  "profile.events.interested": "'interested' is invariant",
  "events.waitlist.count": "'N on the waitlist': no word agrees with N",
  "moderation.desk.openCount": "'N open': 'open' is invariant",
  "profile.grid.moreMediaLabel": "'N more': 'more' is invariant",
  "moderation.disputedTags.counts": "a tally of two verbs, 'N confirm · N dispute', invariant",
  "peerpicks.tagVotes.counts": "'Confirmed by N · disputed by N': participles, invariant",
  "stories.viewer.hours": "the spec's story age 'Nh' (issue #29 keeps 'now', '1h', 'Nh')",
  "tags.postCountCapped": "shown only at the cap (1,000+ posts), so always plural",
};

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ""): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "object" ? flatten(value, path) : [[path, value] as [string, string]];
  });

/** The counts of a message that no plural speaks for, when the message has words; [] when it is fine. */
export function countsWithoutPlural(message: string): string[] {
  const counts = new Set<string>();
  const plurals = new Set<string>();
  let words = "";
  const hasCurrent = message.includes("{current}");
  const walk = (elements: MessageFormatElement[], inPlural: boolean) => {
    for (const el of elements) {
      if (el.type === TYPE.literal && !inPlural) words += el.value;
      if (el.type === TYPE.number) counts.add(el.value);
      if (el.type === TYPE.argument) {
        const name = el.value;
        if ((COUNT_NAMES.has(name) && !(name === "total" && hasCurrent)) || name.endsWith("Count")) counts.add(name);
      }
      if (el.type === TYPE.plural) {
        plurals.add(el.value);
        for (const option of Object.values(el.options)) walk(option.value, true);
      }
      if (el.type === TYPE.select) for (const option of Object.values(el.options)) walk(option.value, inPlural);
      if (el.type === TYPE.tag) walk(el.children, inPlural);
    }
  };
  walk(parse(message), false);
  if (!/\p{L}/u.test(words)) return [];
  return [...counts].filter((name) => !plurals.has(name));
}

const english = flatten(en as unknown as Tree);

describe("plural forms in messages/en", () => {
  it("every count next to words goes through {x, plural, …}", () => {
    const missing = english
      .filter(([key]) => !key.startsWith(EXCLUDED_NAMESPACE) && !(key in ALLOWED))
      .filter(([, message]) => countsWithoutPlural(message).length > 0)
      .map(([key, message]) => `${key}: ${message}`);
    expect(missing).toEqual([]);
  });

  it("allows only keys that exist and still hold a count (no stale entries)", () => {
    const catalog = new Map(english);
    for (const key of Object.keys(ALLOWED)) {
      expect(catalog.has(key), key).toBe(true);
      const message = catalog.get(key) as string;
      expect(countsWithoutPlural(message).length, key).toBeGreaterThan(0);
    }
  });

  it("the rule tells counts, positions and bare numbers apart", () => {
    expect(countsWithoutPlural("View all {count} comments")).toEqual(["count"]);
    expect(countsWithoutPlural("Up to {max, number} characters.")).toEqual(["max"]);
    expect(countsWithoutPlural("{unreadCount} new")).toEqual(["unreadCount"]);
    expect(countsWithoutPlural("{count} of {max} places taken")).toEqual(["count", "max"]);
    expect(countsWithoutPlural("{max, plural, one {{count} of # place taken} other {{count} of # places taken}}")).toEqual([]);
    expect(countsWithoutPlural("{count, plural, one {View # comment} other {View all # comments}}")).toEqual([]);
    expect(countsWithoutPlural("{count} / {max}")).toEqual([]);
    expect(countsWithoutPlural("Story {current} of {total}")).toEqual([]);
    expect(countsWithoutPlural("You're #{position} on the waitlist")).toEqual([]);
  });
});

// #tags and @mentions in captions and comments. Pure: the server extracts them (tag index, mention
// notifications) and the client splits text into links with the same rules, so both always agree.

/** Longest tag we index (characters after '#'); longer runs are cut, as other apps do. */
export const TAG_MAX = 50;
/** Tags and mentions indexed per text; the rest stay plain text. */
export const ENTITIES_MAX = 30;

// A tag is letters (any script: 東京, プライド), marks, digits and '_' after '#' or the full-width '＃'
// a Japanese keyboard types. It must not follow a letter, digit or '&' (so "page#top" and "&#39;"
// are not tags) and must hold at least one non-digit ("#1" is a number, not a tag).
const TAG = /(^|[^\p{L}\p{N}\p{M}_&#＃])[#＃]([\p{L}\p{M}\p{N}_]+)/gu;
// A mention is '@' + a username ([a-z0-9._]{3,30}); it must not follow a letter, digit or one of
// "._@" (so "kai@example.com" is no mention). A trailing dot ends the sentence, not the name.
const MENTION = /(^|[^\p{L}\p{N}._@＠])[@＠]([A-Za-z0-9._]{3,30})(?![A-Za-z0-9_])/gu;

export type TextPart =
  | { kind: "text"; text: string }
  | { kind: "tag"; text: string; tag: string }
  | { kind: "mention"; text: string; username: string };

/** The key a tag is stored and looked up by: NFKC (full-width → half-width), lower-case. */
export function normalizeTag(raw: string): string | null {
  const tag = raw.normalize("NFKC").replace(/^[#＃]/, "").toLowerCase();
  if (!/^[\p{L}\p{M}\p{N}_]+$/u.test(tag) || /^[\p{N}_]+$/u.test(tag)) return null;
  return [...tag].slice(0, TAG_MAX).join("");
}

function normalizeMention(raw: string): string | null {
  const name = raw.replace(/\.+$/, "").toLowerCase();
  return /^[a-z0-9._]{3,30}$/.test(name) ? name : null;
}

type Match = { index: number; length: number; part: TextPart };

function matches(text: string): Match[] {
  const found: Match[] = [];
  for (const m of text.matchAll(TAG)) {
    const tag = normalizeTag(m[2]!);
    if (!tag) continue;
    const start = m.index! + m[1]!.length;
    const raw = text.slice(start, start + 1 + m[2]!.length);
    found.push({ index: start, length: raw.length, part: { kind: "tag", text: raw, tag } });
  }
  for (const m of text.matchAll(MENTION)) {
    const username = normalizeMention(m[2]!);
    if (!username) continue;
    const start = m.index! + m[1]!.length;
    // the link covers '@' + the name without the sentence's closing dots
    const length = 1 + m[2]!.replace(/\.+$/, "").length;
    found.push({ index: start, length, part: { kind: "mention", text: text.slice(start, start + length), username } });
  }
  return found.sort((a, b) => a.index - b.index);
}

/** The text cut into plain runs, tags and mentions, in order; joining every part's `text` gives the input back. */
export function splitEntities(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  let linked = 0;
  for (const m of matches(text)) {
    if (m.index < at || linked >= ENTITIES_MAX) continue;
    if (m.index > at) parts.push({ kind: "text", text: text.slice(at, m.index) });
    parts.push(m.part);
    at = m.index + m.length;
    linked++;
  }
  if (at < text.length) parts.push({ kind: "text", text: text.slice(at) });
  return parts;
}

/** The distinct normalised tags of a text, in order of first use (at most ENTITIES_MAX). */
export function extractTags(text: string | null | undefined): string[] {
  if (!text) return [];
  const tags = splitEntities(text).flatMap((p) => (p.kind === "tag" ? [p.tag] : []));
  return [...new Set(tags)];
}

/** The distinct lower-case usernames mentioned in a text, in order of first use (at most ENTITIES_MAX). */
export function extractMentions(text: string | null | undefined): string[] {
  if (!text) return [];
  const names = splitEntities(text).flatMap((p) => (p.kind === "mention" ? [p.username] : []));
  return [...new Set(names)];
}

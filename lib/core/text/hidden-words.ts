// Hidden words (issue #33): the one normaliser and matcher, pure, for a member's list and the
// built-in list alike (docs/decisions/safety.md, "Hidden words"). Both the text and each entry go
// through normaliseForMatching, so "ＦＡＧ", "f@g", "f.a.g", "f a g" and "ｵｶﾏ" meet their entry.

const ZERO_WIDTH = /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u206a-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]/gu;
const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s" };
const LEET_CHARS = /[013457@$]/g;
/** separators people put between single letters to slip past a filter ("f.a.g", "ホ・モ", "s-p-o-i-l-e-r") */
const SEPARATOR = "[.\\-_*·・~'\"`^+=|/\\\\,:;]+";
// a run of single letters each set apart by separators; beside it no Latin letter or digit (Japanese has no spaces, so kana or kanji may touch it)
const SEPARATED_LETTERS = new RegExp(`(?<![\\p{Script=Latin}\\p{N}])\\p{L}(?:${SEPARATOR}\\p{L})+(?![\\p{Script=Latin}\\p{N}])`, "gu");
const SEPARATORS = new RegExp(SEPARATOR, "gu");
const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー]/u;

/** Katakana to hiragana (ァ..ヶ and their iteration marks); the long vowel mark ー stays. */
function katakanaToHiragana(text: string): string {
  return text.replace(/[\u30a1-\u30f6\u30fd\u30fe]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
}

/** Runs of three or more single letters set apart by spaces ("f a g", "ホ モ 野 郎"), each joined into one string. */
function spacedLetterRuns(normal: string): string[] {
  const runs: string[] = [];
  let run: string[] = [];
  for (const token of [...normal.split(" "), ""]) {
    if ([...token].length === 1 && /\p{L}/u.test(token)) {
      run.push(token);
      continue;
    }
    if (run.length >= 3) runs.push(run.join(""));
    run = [];
  }
  return runs;
}

/**
 * The form text is matched in: NFKC (full- and half-width alike), lower case, katakana as hiragana,
 * invisible characters removed, common leetspeak read as letters (0→o 1→i 3→e 4→a 5→s 7→t @→a $→s),
 * separators between single letters removed ("f.a.g", not "spoiler-free"), whitespace as one space. Repeated letters are not collapsed
 * here (that would make "ass" meet "as"): an entry matches runs of its own letters (entryPattern),
 * and spaced-out letters are joined by the matcher.
 */
export function normaliseForMatching(text: string): string {
  return katakanaToHiragana(text.normalize("NFKC").toLowerCase().replace(ZERO_WIDTH, ""))
    .replace(LEET_CHARS, (c) => LEET[c] ?? c)
    .replace(SEPARATED_LETTERS, (run) => run.replace(SEPARATORS, ""))
    .replace(/\s+/gu, " ")
    .trim();
}

function escapeRegExp(char: string): string {
  // the syntax characters of a /u expression (where escaping anything else, e.g. "-", is an error)
  return /[.*+?^${}()|[\]\\/]/.test(char) ? `\\${char}` : char;
}

/** An entry (already normalised) as a pattern: each run of a letter matches that run or longer ("faggot" matches "faaaggggot"). */
function entryPattern(entry: string): string {
  const chars = [...entry];
  let out = "";
  for (let i = 0; i < chars.length; ) {
    const c = chars[i];
    let n = 1;
    while (chars[i + n] === c) n += 1;
    i += n;
    if (c === " ") out += "\\s+";
    else out += `${escapeRegExp(c)}${n === 1 ? "+" : `{${n},}`}`;
  }
  return out;
}

/** A compiled list: one expression for Latin-script entries (whole words) and one for Japanese phrases (anywhere). */
export type HiddenWordMatcher = { words: RegExp | null; wordsInRun: RegExp | null; phrases: RegExp | null };

/**
 * Compiles entries (as a member typed them, or the built-in list) for matchesHiddenWords. A
 * Latin-script entry matches on word boundaries, with an optional plural "s"/"es"; an entry with
 * Japanese script matches as a substring (Japanese has no spaces between words).
 */
export function compileHiddenWords(entries: readonly string[]): HiddenWordMatcher {
  const words: string[] = [];
  const phrases: string[] = [];
  for (const entry of new Set(entries.map(normaliseForMatching))) {
    if (!entry) continue;
    (JAPANESE.test(entry) ? phrases : words).push(entryPattern(entry));
  }
  // longest first, so an alternation tries "fagot" before "fag"
  const byLength = (a: string, b: string) => b.length - a.length;
  const latinWords = words.sort(byLength).join("|");
  // a Latin word's edges: no Latin letter or digit beside it (a Japanese character beside it is an edge)
  const edge = "[\\p{Script=Latin}\\p{N}]";
  return {
    words: words.length ? new RegExp(`(?<!${edge})(?:${latinWords})(?:e?s)?(?!${edge})`, "u") : null,
    // inside spaced-out letters ("u r a f a g") the words have no edges to find
    wordsInRun: words.length ? new RegExp(`(?:${latinWords})`, "u") : null,
    phrases: phrases.length ? new RegExp(phrases.sort(byLength).join("|"), "u") : null,
  };
}

/** Whether `text` contains an entry of `matcher` once normalised. */
export function matchesHiddenWords(text: string | null | undefined, matcher: HiddenWordMatcher): boolean {
  if (!text || (!matcher.words && !matcher.phrases)) return false;
  const normal = normaliseForMatching(text);
  if (matcher.words?.test(normal) || matcher.phrases?.test(normal)) return true;
  return spacedLetterRuns(normal).some((run) => matcher.wordsInRun?.test(run) || matcher.phrases?.test(run));
}

/**
 * A member's list as saved: trimmed, empty entries dropped, entries that normalise alike collapsed
 * (the first spelling kept), in the order given.
 */
export function dedupeHiddenWords(words: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of words) {
    const word = raw.trim();
    const key = normaliseForMatching(word);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(word);
  }
  return out;
}

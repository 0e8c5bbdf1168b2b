import { sortTags, type Budget, type BusinessTag, type BusinessType } from "@/lib/contract/businesses/constants";
import {
  EN_STOP_WORDS,
  JA_PARTICLES,
  JA_STOP_TOKENS,
  LEXICON_INDEX,
  foldText,
  type LexiconTerm,
} from "@/lib/contract/businesses/smart-search-lexicon";

export const SMART_SEARCH_MAX_LENGTH = 500;

export interface SmartSearchFilters {
  businessType: BusinessType | null;
  city: string | null;
  searchKeywords: string;
  budget: Budget | null;
  tags: BusinessTag[];
}

export function emptySmartSearchFilters(): SmartSearchFilters {
  return { businessType: null, city: null, searchKeywords: "", budget: null, tags: [] };
}

/**
 * Offline parser: English and Japanese free text -> directory filters.
 * First type, city and budget mentioned win; tags come back in vocabulary order.
 * Tokyo wards and known neighbourhoods set the city and stay in searchKeywords by romaji name.
 */
export function parseSmartSearch(query: string): SmartSearchFilters {
  const text = normalizeQuery(query);
  const folded = foldText(text);
  const filters = emptySmartSearchFilters();
  const tags = new Set<BusinessTag>();
  const words: string[] = [];
  let chunkStart = -1;
  let chunkAfterTerm = false;
  let lastWasTerm = false;

  const closeChunk = (end: number) => {
    if (chunkStart >= 0) words.push(...chunkWords(text.slice(chunkStart, end), chunkAfterTerm));
    chunkStart = -1;
  };

  let i = 0;
  while (i < folded.length) {
    if (folded[i] === " ") {
      closeChunk(i);
      lastWasTerm = false;
      i++;
      continue;
    }
    const hit = matchAt(folded, i);
    if (hit && !hit.effect.literal) {
      closeChunk(i);
      const { type, city, tag, budget, keyword } = hit.effect;
      if (type && !filters.businessType) filters.businessType = type;
      if (city && !filters.city) filters.city = city;
      if (budget && !filters.budget) filters.budget = budget;
      if (tag) tags.add(tag);
      if (keyword) words.push(keyword === true ? text.slice(i, i + hit.term.length) : keyword);
      lastWasTerm = true;
      i += hit.term.length;
      continue;
    }
    if (chunkStart < 0) {
      chunkStart = i;
      chunkAfterTerm = lastWasTerm;
    }
    lastWasTerm = false;
    i += hit ? hit.term.length : 1;
  }
  closeChunk(folded.length);

  filters.tags = sortTags(tags);
  filters.searchKeywords = dedupe(words).join(" ");
  return filters;
}

/** NFKC, capped, punctuation to spaces, whitespace collapsed. */
export function normalizeQuery(query: string): string {
  const raw = typeof query === "string" ? query : "";
  return raw
    .slice(0, SMART_SEARCH_MAX_LENGTH)
    .normalize("NFKC")
    .slice(0, SMART_SEARCH_MAX_LENGTH)
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^\p{L}\p{N}\p{M}'+&\s-]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const isAsciiAlnum = (c: string | undefined) => c !== undefined && /[a-z0-9]/.test(c);
const isHiragana = (c: string | undefined) => c !== undefined && c >= "\u3041" && c <= "\u309f";

function matchAt(folded: string, i: number): LexiconTerm | undefined {
  const bucket = LEXICON_INDEX.get(folded[i]!);
  if (!bucket) return undefined;
  for (const entry of bucket) {
    const { term } = entry;
    if (!folded.startsWith(term, i)) continue;
    if (isAsciiAlnum(term[0]) && isAsciiAlnum(folded[i - 1])) continue;
    if (isAsciiAlnum(term[term.length - 1]) && isAsciiAlnum(folded[i + term.length])) continue;
    return entry;
  }
  return undefined;
}

/** Splits a run of unrecognised text on Japanese particles that follow a noun, then drops filler. */
function chunkWords(chunk: string, afterTerm: boolean): string[] {
  const pieces: string[] = [];
  let start = 0;
  let j = 0;
  while (j < chunk.length) {
    const afterNoun = j === 0 ? afterTerm : !isHiragana(chunk[j - 1]);
    const particle = afterNoun && isHiragana(chunk[j]) ? JA_PARTICLES.find((p) => chunk.startsWith(p, j)) : undefined;
    if (particle) {
      pieces.push(chunk.slice(start, j));
      j += particle.length;
      start = j;
    } else {
      j++;
    }
  }
  pieces.push(chunk.slice(start));

  const out: string[] = [];
  for (const piece of pieces) {
    const word = trimSymbols(piece);
    const lower = word.toLowerCase();
    if (!word || EN_STOP_WORDS.has(lower) || JA_STOP_TOKENS.has(word)) continue;
    if (word.length === 1 && isHiragana(word)) continue;
    out.push(word);
  }
  return out;
}

function trimSymbols(word: string): string {
  let a = 0;
  let b = word.length;
  while (a < b && "-'+&".includes(word[a]!)) a++;
  while (b > a && "-'+&".includes(word[b - 1]!)) b--;
  return word.slice(a, b);
}

function dedupe(words: string[]): string[] {
  const seen = new Set<string>();
  return words.filter((w) => {
    const key = w.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

import { EVENT_LIMITS } from "@/lib/contract/events/constants";

/** Tags as a list or comma-separated text -> trimmed, non-empty, unique (case-insensitively), in order. */
export function normalizeTags(input: string | readonly string[]): string[] {
  const parts = typeof input === "string" ? input.split(",") : input;
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of parts) {
    const tag = part.trim().replace(/\s+/g, " ");
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

export function tagsWithinLimits(tags: readonly string[]) {
  return tags.length <= EVENT_LIMITS.tags && tags.every((t) => t.length <= EVENT_LIMITS.tag);
}

/** The card shows up to `max` tags and a '+N' count for the rest. */
export function visibleTags(tags: readonly string[], max: number) {
  return { shown: tags.slice(0, max), more: Math.max(0, tags.length - max) };
}

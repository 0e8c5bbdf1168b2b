import "server-only";
import { z } from "zod";
import { getSettings } from "@/lib/core/env";
import { BUDGETS, BUSINESS_TAGS, BUSINESS_TYPES, isBudget, isBusinessTag, isBusinessType, sortTags } from "@/lib/contract/businesses/constants";
import { SMART_SEARCH_MAX_LENGTH, parseSmartSearch, type SmartSearchFilters } from "@/lib/contract/businesses/smart-search";

export const SMART_SEARCH_LLM_TIMEOUT_MS = 4000;
export const SMART_SEARCH_LLM_DEFAULT_MODEL = "gpt-4o-mini";

export interface SmartSearchOptions {
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

const SYSTEM_PROMPT = [
  "You turn a search for LGBTQ+-friendly businesses in Japan (English or Japanese) into JSON filters.",
  'Reply with one JSON object: {"businessType": string|null, "city": string|null, "searchKeywords": string, "budget": string|null, "tags": string[]}.',
  `businessType: one of ${BUSINESS_TYPES.join(", ")}, or null.`,
  "city: the city's romaji name (Tokyo, Osaka, Kyoto…) or null; a Tokyo ward or neighbourhood means Tokyo and its romaji name goes into searchKeywords.",
  `budget: one of ${BUDGETS.join(", ")}, or null.`,
  `tags: only from ${BUSINESS_TAGS.join(", ")}.`,
  "searchKeywords: the remaining meaningful words, space-separated, or an empty string.",
].join("\n");

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

const text = z.string().nullish();
const llmFiltersSchema = z.object({
  businessType: text.transform((v) => {
    const t = v?.trim().toLowerCase();
    return isBusinessType(t) ? t : null;
  }),
  city: text.transform((v) => canonicalCity(v)),
  searchKeywords: text.transform((v) => (v ?? "").replace(/\s+/g, " ").trim().slice(0, SMART_SEARCH_MAX_LENGTH)),
  budget: text.transform((v) => {
    const b = v?.trim().toLowerCase();
    return isBudget(b) ? b : null;
  }),
  tags: z
    .array(z.string())
    .nullish()
    .transform((v) => sortTags((v ?? []).map((t) => t.trim().toLowerCase().replace(/\s+/g, "-")).filter(isBusinessTag))),
});

/** Smart search through an OpenAI-compatible endpoint when configured; the offline parser otherwise or on any failure. */
export async function smartSearch(query: string, opts: SmartSearchOptions = {}): Promise<SmartSearchFilters> {
  const { SMART_SEARCH_LLM_URL: url, SMART_SEARCH_LLM_KEY: key, SMART_SEARCH_LLM_MODEL: model } = getSettings();
  if (!url || !key) return parseSmartSearch(query);
  try {
    return await askModel(query.slice(0, SMART_SEARCH_MAX_LENGTH), { url, key, model: model ?? SMART_SEARCH_LLM_DEFAULT_MODEL }, opts);
  } catch {
    return parseSmartSearch(query);
  }
}

async function askModel(
  query: string,
  { url, key, model }: { url: string; key: string; model: string },
  opts: SmartSearchOptions,
): Promise<SmartSearchFilters> {
  const fetchImpl = opts.fetchImpl ?? fetch;
  const res = await fetchImpl(url, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
    body: JSON.stringify({
      model,
      temperature: 0,
      response_format: { type: "json_object" },
      messages: [
        { role: "system", content: SYSTEM_PROMPT },
        { role: "user", content: query },
      ],
    }),
    signal: AbortSignal.timeout(opts.timeoutMs ?? SMART_SEARCH_LLM_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`LLM status ${res.status}`);
  const completion = completionSchema.parse(await res.json());
  return llmFiltersSchema.parse(JSON.parse(stripFence(completion.choices[0]!.message.content)));
}

function stripFence(content: string): string {
  let s = content.trim();
  if (s.startsWith("```")) s = s.slice(s.startsWith("```json") ? 7 : 3);
  if (s.endsWith("```")) s = s.slice(0, -3);
  return s.trim();
}

function canonicalCity(value: string | null | undefined): string | null {
  const city = value?.trim().slice(0, 100);
  if (!city) return null;
  return parseSmartSearch(city).city ?? city;
}

import { EVENT_LIMITS } from "@/lib/contract/events/constants";

// One canonical price: whole yen, or null for free. The create form sends free text
// ('free', '', '¥1,500', '1500円'), the edit form a number; both land here.
export type PriceResult = { ok: true; value: number | null } | { ok: false };

const FREE_WORDS = new Set(["free", "無料", "ただ", "none", "no charge"]);
const CURRENCY = /^(?:¥|jpy|yen)\s*|\s*(?:円|jpy|yen)$/gi;

export function parsePrice(input: unknown): PriceResult {
  if (input === null || input === undefined) return { ok: true, value: null };
  if (typeof input === "number") return fromNumber(input);
  if (typeof input !== "string") return { ok: false };
  // NFKC folds full-width digits and the full-width yen sign.
  const text = input.normalize("NFKC").trim().toLowerCase();
  if (text === "" || FREE_WORDS.has(text)) return { ok: true, value: null };
  if (text.length > 40) return { ok: false };
  const bare = text.replace(CURRENCY, "").trim();
  if (!/^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/.test(bare)) return { ok: false };
  return fromNumber(Number(bare.replaceAll(",", "")));
}

function fromNumber(n: number): PriceResult {
  if (!Number.isFinite(n) || n < 0 || n > EVENT_LIMITS.priceYen) return { ok: false };
  if (!Number.isInteger(n)) return { ok: false }; // yen has no decimals
  return { ok: true, value: n === 0 ? null : n };
}

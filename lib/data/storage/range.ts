// server-only, loaded outside Next too
export type ByteRange = { start: number; end: number }; // both inclusive

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/i;

/**
 * Parses a Range header for a resource of `size` bytes (RFC 9110 §14.1.2).
 * Returns null to send the whole body (absent, malformed or multi-range headers),
 * 'unsatisfiable' for a 416, or a range clamped to the resource.
 */
export function parseRange(header: string | null | undefined, size: number): ByteRange | "unsatisfiable" | null {
  if (!header) return null;
  const match = SINGLE_RANGE.exec(header.trim().replace(/\s+/g, ""));
  if (!match) return null;
  const [, first = "", last = ""] = match;

  if (first === "") {
    if (last === "") return null;
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }

  const start = Number(first);
  const end = last === "" ? Infinity : Number(last);
  if (end < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end: Math.min(end, size - 1) };
}

export function contentRangeHeader(range: ByteRange | "unsatisfiable", size: number): string {
  return range === "unsatisfiable" ? `bytes */${size}` : `bytes ${range.start}-${range.end}/${size}`;
}

import { ID_PATTERN } from "@/lib/core/schema/id";

/**
 * The one cursor of every keyset list: where the next page starts, as the order value (a time) and
 * id of the previous page's last row. Clients pass it back as they got it; on the wire it reads
 * "<epoch ms>_<id>", with "<section>-" before it in a list that runs in sections (events: upcoming,
 * then past), where the section name alone means "from the top of that section".
 */
export type Cursor = { at: Date; id: string };
export type SectionCursor<S extends string> = { section: S; after: Cursor | null };

// times a SQL timestamp reads back unchanged: years 0001 to 9999
const FIRST_MS = Date.parse("0001-01-01T00:00:00.000Z");
const LAST_MS = Date.parse("9999-12-31T23:59:59.999Z");
const KEYSET = /^(-?\d{1,15})_(.+)$/;
const SECTION = /^([a-z]{1,20})(?:-(.+))?$/;

export function encodeCursor(after: Cursor): string {
  return `${after.at.getTime()}_${after.id}`;
}

/** The cursor, or null when it is not one of ours. */
export function decodeCursor(raw: string): Cursor | null {
  const match = KEYSET.exec(raw);
  if (!match || !ID_PATTERN.test(match[2]!)) return null;
  const ms = Number(match[1]);
  return ms >= FIRST_MS && ms <= LAST_MS ? { at: new Date(ms), id: match[2]! } : null;
}

export function encodeSectionCursor<S extends string>({ section, after }: SectionCursor<S>): string {
  return after ? `${section}-${encodeCursor(after)}` : section;
}

/** A sectioned list's cursor, or null when it is not one of ours or names a section not in `sections`. */
export function decodeSectionCursor<S extends string>(raw: string, sections: readonly S[]): SectionCursor<S> | null {
  const match = SECTION.exec(raw);
  const section = sections.find((s) => s === match?.[1]);
  if (!match || !section) return null;
  if (match[2] === undefined) return { section, after: null };
  const after = decodeCursor(match[2]);
  return after && { section, after };
}

import { ID_PATTERN } from "@/lib/core/schema/id";

// Keyset cursor for newest-first lists: the last row's (createdAt, id), base64url-encoded.
export type Cursor = { createdAt: Date; id: string };

export { NEXT_CURSOR_HEADER } from "@/lib/contract/posts/constants";

export function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`, "utf8").toString("base64url");
}

/** Parses a cursor; null when it is malformed. */
export function decodeCursor(value: string): Cursor | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(value)) return null;
  const text = Buffer.from(value, "base64url").toString("utf8");
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|(.*)$/.exec(text);
  if (!match || !ID_PATTERN.test(match[2])) return null;
  const createdAt = new Date(match[1]);
  if (Number.isNaN(createdAt.getTime())) return null;
  return { createdAt, id: match[2] };
}

/** Prisma `where` for rows strictly after the cursor in (createdAt desc, id desc) order. */
export function afterCursor(cursor: Cursor | null) {
  if (!cursor) return {};
  return {
    OR: [{ createdAt: { lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { lt: cursor.id } }],
  };
}

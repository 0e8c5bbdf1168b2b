import "server-only";
import { AppError } from "@/lib/core/errors";
import { contentRangeHeader, parseRange } from "@/lib/data/storage/range";
import type { Viewer } from "@/lib/domain/safety/visibility";
import { mediaAccess, type MediaAudience } from "@/lib/domain/uploads/media-access";
import { getStorage, isValidStorageKey } from "@/lib/data/storage";
import { serverText } from "@/lib/core/server-text";
import { parseVariantKey } from "@/lib/contract/media/variants";

const SAFE_TYPE = /^(image\/(jpeg|png|webp|gif|avif)|video\/(mp4|webm|quicktime))$/;

/**
 * How long a browser may keep an object (docs/decisions/safety.md, "Media follows its content's
 * audience"). Restricted media (everything whose audience can shrink) is revalidated on every use:
 * the browser keeps the bytes but asks again with the ETag, the check runs, and an answer of 304
 * costs no bytes; a viewer who left the audience gets 404 at once. Media every member sees (business
 * images) may be kept for an hour. Never `immutable`, never `public`: no shared cache keeps a copy.
 */
export const MEDIA_CACHE_CONTROL: Record<MediaAudience, string> = {
  restricted: "private, no-cache",
  members: "private, max-age=3600",
};

/** 404, the same for a hidden object as for a missing one, kept by no cache: an audience that grows back sees it at once. */
const notFound = () => new AppError("not_found", serverText("notFound"), { "Cache-Control": "private, no-store" });

const etagOf = (key: string) => `"${key}"`;

/** The headers of an answer about `key`; a 304 (contentType null) carries no Content-Type or Content-Disposition. */
function baseHeaders(key: string, contentType: string | null, audience: MediaAudience): Headers {
  const safe = contentType !== null && SAFE_TYPE.test(contentType);
  const headers = new Headers({
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": MEDIA_CACHE_CONTROL[audience],
    "Accept-Ranges": "bytes",
    ETag: etagOf(key),
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cross-Origin-Resource-Policy": "same-origin",
  });
  if (contentType !== null) {
    headers.set("Content-Type", safe ? contentType : "application/octet-stream");
    headers.set("Content-Disposition", safe ? "inline" : "attachment");
  }
  return headers;
}

/**
 * GET/HEAD of a stored object for `viewer`: 404 unless some content the viewer may see carries its
 * address (lib/domain/uploads/media-access.ts), exactly as for a missing object; the check runs
 * before everything else, a revalidation (If-None-Match -> 304) included. An image variant
 * ("<key>.w640.webp", docs/decisions/media.md) is checked as its original's address: no content
 * carries a variant's, so every rule of the original applies to each of its variants.
 */
export async function serveObject(req: Request, keyParts: string[] | undefined, head: boolean, viewer: Viewer): Promise<Response> {
  const key = (keyParts ?? []).join("/");
  if (!isValidStorageKey(key)) throw notFound();
  const authorized = parseVariantKey(key)?.originalKey ?? key;
  const access = await mediaAccess(viewer, `/objects/${authorized}`);
  if (!access) throw notFound();
  return serveStoredObject(req, key, head, access.audience);
}

/**
 * The bytes of an object whose reader was already authorized, with Range support (206/416). Only
 * serveObject calls it in the app; bench/media.ts calls it directly for the figure without the check.
 */
export async function serveStoredObject(req: Request, key: string, head: boolean, audience: MediaAudience): Promise<Response> {
  // A key names its bytes for good (keys are random and never rewritten), so a browser holding the ETag
  // holds the object: 304 without asking the store (no HeadObject per image view under no-cache).
  if (req.headers.get("if-none-match") === etagOf(key)) return new Response(null, { status: 304, headers: baseHeaders(key, null, audience) });

  const storage = getStorage();
  const info = await storage.stat(key);
  if (!info) throw notFound();
  const headers = baseHeaders(key, info.contentType, audience);

  const range = parseRange(req.headers.get("range"), info.size);
  if (range === "unsatisfiable") {
    headers.set("Content-Range", contentRangeHeader(range, info.size));
    headers.delete("Content-Type");
    return new Response(null, { status: 416, headers });
  }
  const length = range ? range.end - range.start + 1 : info.size;
  headers.set("Content-Length", String(length));
  if (range) headers.set("Content-Range", contentRangeHeader(range, info.size));
  const status = range ? 206 : 200;
  if (head) return new Response(null, { status, headers });

  const object = await storage.get(key, range ?? undefined);
  if (!object) throw notFound();
  return new Response(object.body, { status, headers });
}

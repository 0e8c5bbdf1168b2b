import "server-only";
import { notFound } from "@/lib/api/errors";
import { contentRangeHeader, parseRange } from "@/lib/media/range";
import { getStorage, isValidStorageKey } from "@/lib/storage";

const SAFE_TYPE = /^(image\/(jpeg|png|webp|gif|avif)|video\/(mp4|webm|quicktime))$/;

function baseHeaders(key: string, contentType: string): Headers {
  const safe = SAFE_TYPE.test(contentType);
  return new Headers({
    "Content-Type": safe ? contentType : "application/octet-stream",
    "Content-Disposition": safe ? "inline" : "attachment",
    "X-Content-Type-Options": "nosniff",
    // Members only (see docs/decisions/media.md), so no shared cache may keep a copy.
    "Cache-Control": "private, max-age=31536000, immutable",
    "Accept-Ranges": "bytes",
    ETag: `"${key}"`,
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cross-Origin-Resource-Policy": "same-origin",
  });
}

/** GET/HEAD of a stored object with Range support (206/416); keys never change, so caching is immutable. */
export async function serveObject(req: Request, keyParts: string[] | undefined, head: boolean): Promise<Response> {
  const key = (keyParts ?? []).join("/");
  if (!isValidStorageKey(key)) throw notFound();
  const storage = getStorage();
  const info = await storage.stat(key);
  if (!info) throw notFound();
  const headers = baseHeaders(key, info.contentType);

  if (req.headers.get("if-none-match") === headers.get("ETag")) return new Response(null, { status: 304, headers });

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

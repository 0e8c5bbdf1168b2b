import "server-only";
import type { z } from "zod";
import { AppError, badRequest } from "@/lib/core/errors";
import { hasUnpairedSurrogate, NUL_CHARACTER, UNPAIRED_SURROGATE } from "@/lib/core/schema/text";
import { serverText } from "@/lib/core/server-text";

const MAX_JSON_BYTES = 256 * 1024;

// PostgreSQL text cannot hold U+0000, and a lone surrogate cannot become UTF-8: every body and
// query refuses them up front (400, not a 500 at the query or when a notification is serialised).
function refuseUnstorable(key: string, value: unknown) {
  for (const text of [key, value]) {
    if (typeof text !== "string") continue;
    if (text.includes("\0")) throw badRequest(NUL_CHARACTER);
    if (hasUnpairedSurrogate(text)) throw badRequest(UNPAIRED_SURROGATE);
  }
  return value;
}

/** Reads a JSON request body (JSON only, size-capped) and validates it with `schema`. */
export async function readJson<T extends z.ZodType>(req: Request, schema: T): Promise<z.infer<T>> {
  const type = req.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("application/json")) {
    throw new AppError("unsupported_media_type", serverText("notJson"));
  }
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > MAX_JSON_BYTES) throw new AppError("payload_too_large", serverText("bodyTooLarge"));
  const text = await readTextCapped(req, MAX_JSON_BYTES);
  let data: unknown;
  try {
    data = text.length ? JSON.parse(text, refuseUnstorable) : {};
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(serverText("malformedJson"));
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? serverText("invalidInput"));
  return parsed.data;
}

async function readTextCapped(req: Request, max: number) {
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw new AppError("payload_too_large", serverText("bodyTooLarge"));
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Validates query parameters with `schema`. */
export function readQuery<T extends z.ZodType>(req: Request, schema: T): z.infer<T> {
  const url = new URL(req.url);
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    for (const value of values) refuseUnstorable(key, value);
    raw[key] = values.length > 1 ? values : values[0];
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? serverText("invalidQuery"));
  return parsed.data;
}

import { QueryCache, QueryClient, type QueryFunction } from "@/lib/client/query";
import { ERROR_STATUS, type ErrorCode } from "@/lib/core/error-codes";
import type { ErrorTextValues } from "@/lib/core/server-text";

// The browser's one way to call /api (spec section 7): credentials always, JSON bodies, 204 means
// no result, and any non-OK reply raises "status: body" (or the status text when empty).
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  /** the reply's `code` (lib/core/errors.ts): what client code branches on, never the text */
  readonly code: ErrorCode | null;
  /** the reply's `message`, when it had one */
  readonly serverMessage: string | null;
  /**
   * the catalog key of `message` (errors.messages.<key>): what the client translates, and may branch on;
   * whether the catalog has it is checked where it is translated (errorText in lib/client/server-text.ts)
   */
  readonly messageKey?: string;
  /** the values of the key's {placeholders} */
  readonly messageValues?: ErrorTextValues;

  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
    const reply = parseErrorReply(body);
    this.code = reply.code;
    this.serverMessage = reply.message;
    this.messageKey = reply.messageKey;
    this.messageValues = reply.messageValues;
  }
}

export type ErrorReply = { code: ErrorCode | null; message: string | null; messageKey?: string; messageValues?: ErrorTextValues };

// The shape of a catalog key. Whether errors.messages has it is checked where the key is translated
// (errorText in lib/client/server-text.ts): the English table stays out of every page's first load.
const KEY_SHAPE = /^[A-Za-z][A-Za-z0-9]*$/;

/**
 * The `{ message, code }` of an error reply's body, null for what it lacks (or isn't JSON); and its
 * `messageKey` and `messageValues` when the key has a catalog key's shape and the values are plain.
 */
export function parseErrorReply(body: string): ErrorReply {
  let reply: { code?: unknown; message?: unknown; messageKey?: unknown; messageValues?: unknown } = {};
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === "object" && parsed !== null) reply = parsed;
  } catch {
    // not JSON
  }
  const parsed: ErrorReply = {
    code: typeof reply.code === "string" && reply.code in ERROR_STATUS ? (reply.code as ErrorCode) : null,
    message: typeof reply.message === "string" && reply.message ? reply.message : null,
  };
  const values = reply.messageValues;
  if (typeof reply.messageKey !== "string" || !KEY_SHAPE.test(reply.messageKey)) return parsed;
  if (values === undefined) return { ...parsed, messageKey: reply.messageKey };
  const plain = typeof values === "object" && values !== null && !Array.isArray(values) && Object.values(values).every((v) => typeof v === "string" || typeof v === "number");
  return plain ? { ...parsed, messageKey: reply.messageKey, messageValues: values as ErrorTextValues } : parsed;
}

async function throwIfNotOk(res: Response) {
  if (res.ok) return;
  const text = await res.text().catch(() => "");
  throw new ApiError(res.status, text, res.statusText);
}

async function parse<T>(res: Response): Promise<T> {
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  if (!text) return undefined as T;
  const type = res.headers.get("content-type") ?? "";
  if (type.includes("application/json")) return JSON.parse(text) as T;
  return text as T;
}

export async function apiRequest<T = unknown>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { "Content-Type": "application/json" } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
  });
  await throwIfNotOk(res);
  return parse<T>(res);
}

/** The session is gone (or never was): the reply every signed-in call gets without one. */
export function isUnauthorizedError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 401;
}

/** The `code` of an API error reply, or null. */
export function apiErrorCode(error: unknown): ErrorCode | null {
  return error instanceof ApiError ? error.code : null;
}

/** The server's `message` from an ApiError, else `fallback`. */
export function serverMessage(error: unknown, fallback: string) {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

type On401 = "returnNull" | "throw";

/** Default read: the URL is the query key's segments joined with '/'. */
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const res = await fetch(queryKey.join("/"), { credentials: "include" });
    if (on401 === "returnNull" && res.status === 401) return null as T;
    await throwIfNotOk(res);
    return parse<T>(res);
  };
}

/** `onQueryError` sees every failed read (the app passes its unauthorized redirect). */
export function makeQueryClient(onQueryError?: (error: unknown) => void) {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => void onQueryError?.(error) }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

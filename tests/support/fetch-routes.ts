import { vi } from "vitest";

// Component tests' fetch: the replies of a server, by "METHOD url", with no server.

/** A JSON reply. */
export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** fetch answering by "METHOD url" (each route's replies in turn, the last one repeating); returns the calls made. */
export function routes(table: Record<string, (Response | (() => Response))[]>) {
  const seen: [string, unknown][] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (url, init) => {
    const key = `${init?.method ?? "GET"} ${String(url)}`;
    seen.push([key, init?.body ? JSON.parse(String(init.body)) : undefined]);
    const list = table[key];
    if (!list?.length) throw new Error(`unexpected ${key}`);
    const next = list.length > 1 ? list.shift()! : list[0];
    return typeof next === "function" ? next() : next.clone();
  });
  return seen;
}

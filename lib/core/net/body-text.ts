// Used on the server only (lib/server/http/page-response.ts, and lib/server/ops/direct-routes.ts outside Next): lib/core, since both floors import it

// A Response made from a JSON text carries that text, so that the direct lane of npm start
// (lib/server/ops/direct-routes.ts) can send it as it is instead of reading the body back through
// its web stream. Symbol.for: the lane is not the build's module instance. The body stays the
// Response's own (Next reads that); a copy (new Response(res.body, res)) carries no text.
const BODY_TEXT = Symbol.for("niji.body-text");

type WithText = Response & { [BODY_TEXT]?: string };

/** A JSON answer whose body is `text` (JSON.stringify's output), as Response.json(data, init) would make it. */
export function jsonTextResponse(text: string, init: { status?: number; headers: Record<string, string> }): Response {
  // Response.json's Content-Type unless the caller set one
  const typed = Object.keys(init.headers).some((name) => name.toLowerCase() === "content-type");
  const headers = typed ? init.headers : { ...init.headers, "content-type": "application/json" };
  const response: WithText = new Response(text, { status: init.status, headers });
  response[BODY_TEXT] = text;
  return response;
}

/** The body of `response` as text when jsonTextResponse made it, else undefined (read its body). */
export function bodyTextOf(response: Response): string | undefined {
  const text = (response as WithText)[BODY_TEXT];
  return typeof text === "string" ? text : undefined;
}

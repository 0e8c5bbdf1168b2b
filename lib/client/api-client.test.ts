import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiErrorCode, apiRequest, getQueryFn, isUnauthorizedError, parseErrorReply, serverMessage } from "@/lib/client/api-client";

function reply(status: number, body: string, type = "application/json", statusText = "") {
  return new Response(status === 204 ? null : body, { status, statusText, headers: { "content-type": type } });
}

afterEach(() => vi.unstubAllGlobals());

describe("apiRequest", () => {
  it("sends JSON with credentials and parses JSON replies", async () => {
    const fetchMock = vi.fn().mockResolvedValue(reply(200, '{"ok":true}'));
    vi.stubGlobal("fetch", fetchMock);
    await expect(apiRequest("POST", "/api/x", { a: 1 })).resolves.toEqual({ ok: true });
    const [, init] = fetchMock.mock.calls[0];
    expect(init).toMatchObject({ method: "POST", credentials: "include", body: '{"a":1}' });
    expect(init.headers).toEqual({ "Content-Type": "application/json" });
  });

  it("yields nothing on 204 and text for non-JSON replies", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValueOnce(reply(204, "")).mockResolvedValueOnce(reply(200, "hello", "text/plain")));
    await expect(apiRequest("DELETE", "/api/x")).resolves.toBeUndefined();
    await expect(apiRequest("GET", "/api/y")).resolves.toBe("hello");
  });

  it("raises 'status: body', or the status text when the body is empty", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValueOnce(reply(401, '{"message":"Unauthorized"}')).mockResolvedValueOnce(reply(500, "", "text/plain", "Internal Server Error")));
    const first = (await apiRequest("GET", "/api/a").catch((e: Error) => e)) as Error;
    expect(first.message).toBe('401: {"message":"Unauthorized"}');
    expect(isUnauthorizedError(first)).toBe(true);
    expect(serverMessage(first, "fallback")).toBe("Unauthorized");
    const second = (await apiRequest("GET", "/api/b").catch((e: Error) => e)) as Error;
    expect(second.message).toBe("500: Internal Server Error");
    expect(isUnauthorizedError(second)).toBe(false);
    expect(serverMessage(second, "fallback")).toBe("fallback");
  });
});

describe("ApiError", () => {
  it("carries the reply's status, code and message; the client branches on these, never on text", () => {
    const gone = new ApiError(401, '{"message":"Sitzung abgelaufen","code":"unauthorized"}', "");
    expect([gone.status, gone.code, gone.serverMessage]).toEqual([401, "unauthorized", "Sitzung abgelaufen"]);
    expect(isUnauthorizedError(gone)).toBe(true);
    const taken = new ApiError(409, '{"message":"Unauthorized","code":"conflict"}', "");
    expect(isUnauthorizedError(taken)).toBe(false);
    expect(apiErrorCode(taken)).toBe("conflict");
    expect(apiErrorCode(new Error("409: conflict"))).toBeNull();
  });

  it("keeps the key the reply's message was made from, and its values: what the client translates", () => {
    const taken = new ApiError(409, '{"message":"An account with this email already exists","code":"conflict","messageKey":"emailTaken"}', "");
    expect([taken.messageKey, taken.messageValues]).toEqual(["emailTaken", undefined]);
    const wait = new ApiError(429, '{"message":"…","code":"rate_limited","messageKey":"tooManyAttemptsSeconds","messageValues":{"seconds":42}}', "");
    expect([wait.messageKey, wait.messageValues]).toEqual(["tooManyAttemptsSeconds", { seconds: 42 }]);
    // whether the catalog has a key is checked where it is translated (errorText, lib/client/server-text.test.ts);
    // a key not shaped like one, or values that are not plain text or numbers: no key at all
    expect(parseErrorReply('{"message":"x","code":"conflict","messageKey":"noSuchKey"}').messageKey).toBe("noSuchKey");
    for (const key of ["", "__proto__", "a.b", "messages.x", 42, null]) {
      expect(parseErrorReply(JSON.stringify({ message: "x", code: "conflict", messageKey: key })).messageKey).toBeUndefined();
    }
    expect(parseErrorReply('{"message":"x","code":"bad_request","messageKey":"fileTooLarge","messageValues":{"max":{"a":1}}}')).toEqual({ code: "bad_request", message: "x" });
  });

  it("reads nothing from a body that is not the error shape", () => {
    expect(parseErrorReply("<html>")).toEqual({ code: null, message: null });
    expect(parseErrorReply('{"message":"","code":"no_such_code"}')).toEqual({ code: null, message: null });
    expect(parseErrorReply("null")).toEqual({ code: null, message: null });
  });
});

describe("getQueryFn", () => {
  it("joins key segments and may yield null on 401", async () => {
    const fetchMock = vi.fn().mockResolvedValue(reply(401, '{"message":"Unauthorized"}'));
    vi.stubGlobal("fetch", fetchMock);
    const fn = getQueryFn<unknown>({ on401: "returnNull" });
    await expect(fn({ queryKey: ["/api/users", "42", "posts"] } as never)).resolves.toBeNull();
    expect(fetchMock.mock.calls[0][0]).toBe("/api/users/42/posts");
    await expect(getQueryFn({ on401: "throw" })({ queryKey: ["/api/auth/user"] } as never)).rejects.toThrow(/^401: /);
  });
});

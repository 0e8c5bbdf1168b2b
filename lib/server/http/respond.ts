import "server-only";
import { ZodError } from "zod";
import { AppError, ERROR_STATUS, errorBody, unavailable, type ErrorCode } from "@/lib/core/errors";
import { FOREIGN_KEY_VIOLATION, prismaErrorCode, UNIQUE_VIOLATION } from "@/lib/data/db/prisma-error";
import { isDatabaseUnavailable, isStatementCancelled } from "@/lib/data/db/unavailable";
import { log } from "@/lib/core/log";
import { serverText } from "@/lib/core/server-text";

export function json(data: unknown, init?: number | ResponseInit) {
  const options = typeof init === "number" ? { status: init } : init;
  return Response.json(data, options);
}

/** `{ message, code }`, and `messageKey`/`messageValues` for a text serverText made (a ZodError's: its first issue's). */
export function errorJson(code: ErrorCode, message: string, headers?: Record<string, string>) {
  return Response.json(errorBody(code, message), { status: ERROR_STATUS[code], headers });
}

function prismaCode(error: unknown): string | null {
  const code = prismaErrorCode(error);
  if (code) return code;
  if (typeof error === "object" && error !== null && (error as { name?: unknown }).name === "PrismaClientValidationError") return "validation";
  return null;
}

/** Maps any thrown value to the JSON error contract; never echoes internals on 500 (the log gets the stack). */
export function errorResponse(error: unknown, req?: Request): Response {
  if (error instanceof AppError) return errorJson(error.code, error.message, error.headers);
  if (error instanceof ZodError) return errorJson("bad_request", error.issues[0]?.message ?? serverText("invalidInput"));
  switch (prismaCode(error)) {
    case UNIQUE_VIOLATION:
      return errorJson("conflict", serverText("alreadyExists"));
    case "P2025":
    case "P2001":
      return errorJson("not_found", serverText("notFound"));
    case FOREIGN_KEY_VIOLATION:
      return errorJson("bad_request", serverText("referenceMissing"));
    case "P2000":
      return errorJson("bad_request", serverText("valueTooLong"));
    case "P2023":
    case "validation":
      return errorJson("bad_request", serverText("invalidInput"));
  }
  if (isDatabaseUnavailable(error)) {
    const down = unavailable();
    // a statement past its limit: the database answers, the query is slow (lib/data/db.ts logged which one)
    if (isStatementCancelled(error)) log().warn({ reqId: req?.headers.get("x-request-id") ?? undefined, code: "57014" }, "statement cancelled by statement_timeout");
    else log().error({ reqId: req?.headers.get("x-request-id") ?? undefined, reason: (error as Error).message?.split("\n").at(-1) }, "database unavailable");
    return errorJson(down.code, down.message, down.headers);
  }
  log().error({ reqId: req?.headers.get("x-request-id") ?? undefined, err: error }, "request failed");
  return errorJson("internal", serverText("somethingWrong"));
}

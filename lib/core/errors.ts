// One error type for services and handlers, one table from code to HTTP status, and one reply body.
import { serverText, textKeyOf, type ErrorTextKey, type ErrorTextValues } from "@/lib/core/server-text";
import { ERROR_STATUS, type ErrorCode } from "./error-codes";

export { ERROR_STATUS, type ErrorCode } from "./error-codes";

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, message: string, headers?: Record<string, string>) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.headers = headers;
  }

  get status() {
    return ERROR_STATUS[this.code];
  }
}

/**
 * The body of every error reply: the spec's `{ message, code }`, plus the catalog key the message was
 * made from (`messageKey`, and `messageValues` for its placeholders) when serverText made it. The
 * client translates by that key and branches on `code` (STYLE rule 15), never on the text.
 */
export type ErrorBody<C extends ErrorCode = ErrorCode> = { message: string; code: C; messageKey?: ErrorTextKey; messageValues?: ErrorTextValues };

export function errorBody<C extends ErrorCode>(code: C, message: string): ErrorBody<C> {
  const text = textKeyOf(message);
  if (!text) return { message, code };
  return text.values ? { message, code, messageKey: text.key, messageValues: text.values } : { message, code, messageKey: text.key };
}

export const ADMIN_ONLY = serverText("adminOnly");

export const badRequest = (message: string) => new AppError("bad_request", message);
export const unauthorized = (message = serverText("unauthorized")) => new AppError("unauthorized", message);
export const forbidden = (message = serverText("forbidden")) => new AppError("forbidden", message);
export const notFound = (message = serverText("notFound")) => new AppError("not_found", message);
export const PRIVATE_ACCOUNT = serverText("privateAccount");
export const privateAccount = () => new AppError("private_account", PRIVATE_ACCOUNT);
export const conflict = (message: string) => new AppError("conflict", message);
export const tooLarge = (message: string) => new AppError("payload_too_large", message);

export const UNAVAILABLE_MESSAGE = serverText("unavailable");
/** Seconds a client should wait before retrying while the database is unreachable. */
export const UNAVAILABLE_RETRY_AFTER = 5;
export const unavailable = () =>
  new AppError("service_unavailable", UNAVAILABLE_MESSAGE, { "Retry-After": String(UNAVAILABLE_RETRY_AFTER) });

export const MESSAGE_REQUESTS_OFF = serverText("messageRequestsOff");
export const messageRequestsOff = () => new AppError("message_requests_off", MESSAGE_REQUESTS_OFF);

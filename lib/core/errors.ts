// One error type for services and handlers, one table from code to HTTP status, and one reply body.
import { serverText, textKeyOf, type ErrorTextKey, type ErrorTextValues } from "@/lib/core/server-text";

export const ERROR_STATUS = {
  bad_request: 400,
  /** a push subscription whose endpoint is not https on an allowed push service */
  push_endpoint_not_allowed: 400,
  /** a mailed link that is forged, used, expired or superseded */
  invalid_token: 400,
  /** a wrong two-factor code or recovery code (the pending sign-in stays, up to its fifth wrong try) */
  invalid_code: 400,
  /** the pending two-factor sign-in is gone (5 minutes passed, 5 wrong codes, or none): sign in again */
  challenge_expired: 400,
  unauthorized: 401,
  forbidden: 403,
  /** an admin without two-factor sign-in while NIJI_ADMIN_2FA=required */
  two_factor_required: 403,
  /** a correct password for a suspended account: the client shows its own text for it */
  account_suspended: 403,
  /** a correct password for an account whose address awaits confirmation (mail on) */
  email_unconfirmed: 403,
  /** the content of a private account, asked for by someone who does not follow it */
  private_account: 403,
  /** a message to a member who takes no requests from people they don't follow */
  message_requests_off: 403,
  /** an appeal resolved by the admin who made the decision it contests */
  own_decision: 403,
  not_found: 404,
  /** GET /api/push/public-key on a server without VAPID keys: push is not available */
  push_not_configured: 404,
  conflict: 409,
  /** interest in an event that is over */
  event_ended: 409,
  /** a second review of one business by the same member */
  already_reviewed: 409,
  /** plain interest in a full event: the client offers its waitlist instead */
  event_full: 409,
  /** a second appeal of one decision */
  appeal_exists: 409,
  /** an appeal of a decision past its window or already reversed */
  appeal_closed: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

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

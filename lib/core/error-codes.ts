// The table from error code to HTTP status (lib/core/errors.ts re-exports it), apart from the error
// texts, for browser code that needs only the codes (lib/client/api-client.ts is on every page).
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

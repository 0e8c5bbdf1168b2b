// Every throttle by name: its environment variable ("count/seconds") and its default. Mastodon's
// values where it has one (login, sign-up, statuses, follows, media, API); ours elsewhere.
export const THROTTLE_RULES = {
  loginIp: { env: "NIJI_THROTTLE_LOGIN_IP", spec: "25/300" },
  loginEmail: { env: "NIJI_THROTTLE_LOGIN_EMAIL", spec: "25/3600" },
  signupIp: { env: "NIJI_THROTTLE_SIGNUP_IP", spec: "25/300" },
  /** sign-ups per address while mail is on (each one to a taken address mails its owner) */
  signupEmail: { env: "NIJI_THROTTLE_SIGNUP_EMAIL", spec: "5/3600" },
  /** password-reset requests, per IP and per address (each one may send a mail) */
  passwordResetIp: { env: "NIJI_THROTTLE_PASSWORD_RESET_IP", spec: "10/300" },
  passwordResetEmail: { env: "NIJI_THROTTLE_PASSWORD_RESET_EMAIL", spec: "5/3600" },
  /** confirmation-mail resends, per IP and per address */
  confirmResendIp: { env: "NIJI_THROTTLE_CONFIRM_RESEND_IP", spec: "10/300" },
  confirmResendEmail: { env: "NIJI_THROTTLE_CONFIRM_RESEND_EMAIL", spec: "5/3600" },
  /** mailed links followed (address confirmations, password resets), per IP */
  accountTokenIp: { env: "NIJI_THROTTLE_ACCOUNT_TOKEN_IP", spec: "30/300" },
  /** two-factor codes tried (sign-in, turning it on or off), per IP; each pending sign-in also ends at its fifth wrong code */
  twoFactorIp: { env: "NIJI_THROTTLE_TWO_FACTOR_IP", spec: "30/300" },
  /** every /api request of a signed-in member */
  apiMember: { env: "NIJI_THROTTLE_API_MEMBER", spec: "1500/300" },
  /** every /api request without a session, per IP */
  apiIp: { env: "NIJI_THROTTLE_API_IP", spec: "300/300" },
  /** posts and stories */
  post: { env: "NIJI_THROTTLE_POSTS", spec: "300/10800" },
  /** comments on posts and stories, and their edits */
  comment: { env: "NIJI_THROTTLE_COMMENTS", spec: "300/10800" },
  /** private messages sent (and conversations marked read) */
  message: { env: "NIJI_THROTTLE_MESSAGES", spec: "1200/3600" },
  follow: { env: "NIJI_THROTTLE_FOLLOWS", spec: "400/86400" },
  /** likes, saves and event interest (toggles) */
  like: { env: "NIJI_THROTTLE_LIKES", spec: "600/3600" },
  /** upload handshakes and registrations */
  media: { env: "NIJI_THROTTLE_MEDIA", spec: "30/1800" },
  event: { env: "NIJI_THROTTLE_EVENTS", spec: "30/86400" },
  application: { env: "NIJI_THROTTLE_APPLICATIONS", spec: "10/86400" },
  /** data exports (each reads every table of a member's history) */
  export: { env: "NIJI_THROTTLE_EXPORTS", spec: "5/3600" },
  /** reports filed by a member (a flood would bury the moderators' queue) */
  report: { env: "NIJI_THROTTLE_REPORTS", spec: "60/3600" },
  /** appeals of moderation decisions filed by a member (one per decision anyway; issue #33) */
  appeal: { env: "NIJI_THROTTLE_APPEALS", spec: "10/3600" },
  /** admin review decisions, report resolutions, appeal resolutions, unsuspensions and business edits */
  review: { env: "NIJI_THROTTLE_REVIEWS", spec: "300/3600" },
  /** business reviews written or edited by a member (issue #17) */
  businessReview: { env: "NIJI_THROTTLE_BUSINESS_REVIEWS", spec: "30/3600" },
  /** smart search (may call out to an LLM) */
  search: { env: "NIJI_THROTTLE_SEARCH", spec: "60/300" },
  /** maps-link name extraction (resolves share links on a maps host) */
  extractName: { env: "NIJI_THROTTLE_EXTRACT_NAME", spec: "30/60" },
  /** password-checked changes: a new password or e-mail on one's profile, account deletion */
  credentials: { env: "NIJI_THROTTLE_CREDENTIALS", spec: "10/600" },
  /** lock-screen PIN tries (five wrong ones sign out; this slows a script between them) */
  pin: { env: "NIJI_THROTTLE_PIN", spec: "10/60" },
  /** push subscriptions saved or removed and push preferences saved (issue #32) */
  push: { env: "NIJI_THROTTLE_PUSH", spec: "60/3600" },
  /** test pushes sent to one's own devices */
  pushTest: { env: "NIJI_THROTTLE_PUSH_TEST", spec: "5/3600" },
  /** hidden-words lists saved (each re-decides up to 1,000 recent comments; issue #33) */
  hiddenWords: { env: "NIJI_THROTTLE_HIDDEN_WORDS", spec: "30/3600" },
  /** any other write (profile edits, deletes, test data) */
  write: { env: "NIJI_THROTTLE_WRITES", spec: "300/3600" },
} as const;

export type ThrottleRule = keyof typeof THROTTLE_RULES;

export type Limit = { points: number; seconds: number };

/** "count/seconds" -> a limit, or null when malformed. */
export function readLimit(spec: string): Limit | null {
  const [count, seconds] = spec.split("/").map((part) => Number(part.trim()));
  return Number.isInteger(count) && Number.isInteger(seconds) && count > 0 && seconds > 0 ? { points: count, seconds } : null;
}

/** The rule's configured limit (its variable, validated by lib/core/env.ts), else its default. */
export function limitFor(rule: ThrottleRule, configured: string | undefined): Limit {
  return readLimit(configured ?? "") ?? readLimit(THROTTLE_RULES[rule].spec)!;
}

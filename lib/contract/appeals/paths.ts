// The screen of account status and appeals (issue #33), without zod, for client code that only links to it.
/** The one page a suspended member's session reaches. */
export const ACCOUNT_STATUS_PATH = "/settings/account-status";

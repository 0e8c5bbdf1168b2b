// The limits and texts of lib/contract/auth/schemas.ts without zod, for client code that needs only them.
export const FILL_ALL = "Please fill in all fields";
export const NAME_MAX = 50;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 200;
export const FIRST_NAME_TOO_LONG = `First name must be at most ${NAME_MAX} characters`;
export const LAST_NAME_TOO_LONG = `Last name must be at most ${NAME_MAX} characters`;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters`;
export const PASSWORDS_DONT_MATCH = "Passwords don't match";
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX} characters`;

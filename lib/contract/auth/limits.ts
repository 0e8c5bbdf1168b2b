// The limits and texts of lib/contract/auth/schemas.ts without zod, for client code that needs only them.
import { serverText } from "@/lib/core/server-text";

export const FILL_ALL = serverText("fillAllFields");
export const NAME_MAX = 50;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 200;
export const FIRST_NAME_TOO_LONG = serverText("firstNameTooLong", { max: NAME_MAX });
export const LAST_NAME_TOO_LONG = serverText("lastNameTooLong", { max: NAME_MAX });
export const PASSWORD_TOO_SHORT = serverText("passwordTooShort", { min: PASSWORD_MIN });
export const PASSWORDS_DONT_MATCH = serverText("passwordsDontMatch");
export const PASSWORD_TOO_LONG = serverText("passwordTooLong", { max: PASSWORD_MAX });

/** A TOTP code as typed: six digits (spaces a member may type between groups are dropped). */
export const TOTP_CODE = /^\d{6}$/;
export const normalizeCode = (code: string) => code.replace(/\s+/g, "");

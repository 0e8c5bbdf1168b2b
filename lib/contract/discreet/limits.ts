// The PIN's shape and the lock delays of lib/contract/discreet (schemas.ts, types.ts) without zod or the
// error texts, for client code that needs only them.
export const PIN_PATTERN = /^[0-9]{4,6}$/;
export const LOCK_MINUTES = [1, 5, 15, 30] as const;

import bcrypt from "bcryptjs";

// bcrypt with cost 10 (spec floor); a constant dummy hash keeps timing equal for unknown e-mails.
const COST = 10;
const DUMMY_HASH = "$2b$10$CwTycUXWue0Thq9StjUM0uJ8.rmZYl5n5u0o6p9R3qf3V5hZ4N6aS";

export function hashPassword(password: string) {
  return bcrypt.hash(password, COST);
}

export async function verifyPassword(password: string, hash: string | null | undefined) {
  if (!hash) {
    await bcrypt.compare(password, DUMMY_HASH);
    return false;
  }
  return bcrypt.compare(password, hash);
}

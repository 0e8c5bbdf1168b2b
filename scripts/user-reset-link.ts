import { disconnectDb, getDb } from "@/lib/data/db";
import { accountLink } from "@/lib/domain/auth/account-link";
import { issueAccountToken, RESET_PASSWORD_TTL_MS } from "@/lib/domain/auth/tokens";
import { ensureAuthSecret } from "./lib";
import { withDatabase } from "./with-database";

// npm run user:reset-link -- <email>: prints a one-time password-reset link (1 h) for a member, for
// an operator helping someone without mail. The link starts from NIJI_PUBLIC_URL, else this server's
// http://localhost:<PORT>; the output says which. An older unused reset link of the member stops working.
const email = process.argv[2]?.trim().toLowerCase();
if (!email) {
  console.error("usage: npm run user:reset-link -- <email>");
  process.exit(2);
}
ensureAuthSecret();
const publicUrl = process.env.NIJI_PUBLIC_URL?.trim();
const origin = publicUrl ? new URL(publicUrl).origin : `http://localhost:${process.env.PORT ?? "3000"}`;
const code = await withDatabase(async () => {
  try {
    const user = await getDb().user.findUnique({ where: { email }, select: { id: true } });
    if (!user) {
      console.error(`no user with e-mail ${email}`);
      return 1;
    }
    const token = await issueAccountToken(user.id, "reset_password", RESET_PASSWORD_TTL_MS);
    console.log(`One-time password reset link for ${email} (valid 1 hour; give it to the member only):`);
    console.log(accountLink(origin, "/reset-password", token));
    console.log(publicUrl ? `(origin from NIJI_PUBLIC_URL: ${origin})` : `(origin ${origin}: NIJI_PUBLIC_URL is not set; set it if members reach Niji at another address)`);
    return 0;
  } finally {
    await disconnectDb();
  }
});
process.exit(code);

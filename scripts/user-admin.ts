import { disconnectDb, getDb } from "@/lib/data/db";
import { ensureAuthSecret } from "./lib";
import { withDatabase } from "./with-database";

// npm run user:admin -- <email>: makes an existing member an admin.
const email = process.argv[2]?.trim().toLowerCase();
if (!email) {
  console.error("usage: npm run user:admin -- <email>");
  process.exit(2);
}
ensureAuthSecret();
const code = await withDatabase(async () => {
  try {
    const user = await getDb().user.updateMany({ where: { email }, data: { isAdmin: true } });
    if (user.count === 0) {
      console.error(`no user with e-mail ${email}`);
      return 1;
    }
    console.log(`${email} is now an admin`);
    return 0;
  } finally {
    await disconnectDb();
  }
});
process.exit(code);

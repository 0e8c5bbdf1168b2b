import { afterAll, inject } from "vitest";
import { disconnectDb } from "@/lib/db";

process.env.DATABASE_URL = inject("databaseUrl");
process.env.NIJI_DB_POOL_MAX = inject("embedded") ? "1" : "5";
process.env.AUTH_SECRET ??= "test-secret-test-secret-test-secret";
process.env.NIJI_THROTTLE_LOGIN_IP ??= "100000/300";
process.env.NIJI_THROTTLE_LOGIN_EMAIL ??= "100000/3600";
process.env.NIJI_THROTTLE_SIGNUP_IP ??= "100000/300";
process.env.UPLOADS_DIR ??= `/tmp/niji-test-uploads-${process.pid}`;

afterAll(async () => {
  await disconnectDb();
});

import { withStanding } from "@/lib/server/http/handler";
import { getAccountStatus } from "@/lib/domain/appeals/get-account-status";

// GET /api/account-status: the caller's own strikes, suspension and decisions with their appeals (a suspended member too)
export const GET = withStanding(async ({ user }) => getAccountStatus(user));

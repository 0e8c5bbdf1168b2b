import { withUser } from "@/lib/server/http/handler";
import { pushPublicKey } from "@/lib/domain/push/public-key";

// GET /api/push/public-key: the VAPID application server key (404 push_not_configured without one)
export const GET = withUser(() => pushPublicKey());

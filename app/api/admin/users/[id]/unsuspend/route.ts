import { withAdmin } from "@/lib/server/http/handler";
import { unsuspendUser } from "@/lib/domain/moderation/unsuspend-user";

// POST /api/admin/users/[id]/unsuspend: lift a member's suspension (admins only)
export const POST = withAdmin<{ id: string }>(({ params, user }) => unsuspendUser(user, params.id), { throttle: "review" });

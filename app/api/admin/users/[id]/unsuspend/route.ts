import { withAdmin } from "@/lib/api/handler";
import { unsuspendUser } from "@/lib/services/moderation/unsuspend-user";

// POST /api/admin/users/[id]/unsuspend: lift a member's suspension (admins only)
export const POST = withAdmin<{ id: string }>(({ params, user }) => unsuspendUser(user, params.id), { throttle: "review" });

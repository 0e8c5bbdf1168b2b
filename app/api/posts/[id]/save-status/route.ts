import { withUser } from "@/lib/api/handler";
import { getSaveStatus } from "@/lib/services/collections/save-status";

// GET /api/posts/[id]/save-status: { isSaved, collectionTitle }
export const GET = withUser<{ id: string }>(({ params, user }) => getSaveStatus(user, params.id));

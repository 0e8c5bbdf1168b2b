import { withUser } from "@/lib/server/http/handler";
import { getSaveStatus } from "@/lib/domain/collections/save-status";

// GET /api/posts/[id]/save-status: { isSaved, collectionTitle }
export const GET = withUser<{ id: string }>(({ params, user }) => getSaveStatus(user, params.id));

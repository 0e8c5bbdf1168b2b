import { withUser } from "@/lib/server/http/handler";
import { listCollections } from "@/lib/domain/collections/list-collections";

// GET /api/users/[id]/collections: the owner's collections with counts (403 for anyone else)
export const GET = withUser<{ id: string }>(({ params, user }) => listCollections(user, params.id));

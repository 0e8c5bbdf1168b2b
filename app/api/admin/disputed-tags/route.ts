import { withAdmin } from "@/lib/server/http/handler";
import { listDisputedTags } from "@/lib/domain/businesses/list-disputed-tags";

// GET /api/admin/disputed-tags: tags the community disputes (at least 3 disputes, more than confirms)
export const GET = withAdmin(() => listDisputedTags());

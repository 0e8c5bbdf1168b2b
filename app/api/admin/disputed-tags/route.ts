import { withAdmin } from "@/lib/api/handler";
import { listDisputedTags } from "@/lib/services/businesses/list-disputed-tags";

// GET /api/admin/disputed-tags: tags the community disputes (at least 3 disputes, more than confirms)
export const GET = withAdmin(() => listDisputedTags());

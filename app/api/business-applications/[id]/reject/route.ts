import { readJson } from "@/lib/server/http/body";
import { withAdmin } from "@/lib/server/http/handler";
import { rejectApplication } from "@/lib/domain/business-applications/reject-application";
import { rejectApplicationBodySchema } from "@/lib/contract/businesses/schemas";

// POST /api/business-applications/[id]/reject { adminNotes }: reject with a reason, notify the applicant (admins only)
export const POST = withAdmin<{ id: string }>(async ({ req, params, user }) => {
  const { adminNotes } = await readJson(req, rejectApplicationBodySchema);
  return rejectApplication(user, params.id, adminNotes);
}, { throttle: "review" });

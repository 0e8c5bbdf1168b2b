import { readJson } from "@/lib/api/body";
import { withAdmin } from "@/lib/api/handler";
import { rejectApplication } from "@/lib/services/business-applications/reject-application";
import { rejectApplicationBodySchema } from "@/lib/validations/businesses";

// POST /api/business-applications/[id]/reject { adminNotes }: reject with a reason, notify the applicant (admins only)
export const POST = withAdmin<{ id: string }>(async ({ req, params, user }) => {
  const { adminNotes } = await readJson(req, rejectApplicationBodySchema);
  return rejectApplication(user, params.id, adminNotes);
}, { throttle: "review" });

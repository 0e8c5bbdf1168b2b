import { readJson } from "@/lib/api/body";
import { withAdmin } from "@/lib/api/handler";
import { approveApplication } from "@/lib/services/business-applications/approve-application";
import { approveApplicationBodySchema } from "@/lib/validations/businesses";

// POST /api/business-applications/[id]/approve { adminNotes? }: list the business, notify the applicant (admins only)
export const POST = withAdmin<{ id: string }>(async ({ req, params, user }) => {
  const { adminNotes } = await readJson(req, approveApplicationBodySchema);
  return approveApplication(user, params.id, adminNotes);
}, { throttle: "review" });

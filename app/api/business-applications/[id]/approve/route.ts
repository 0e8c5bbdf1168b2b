import { readJson } from "@/lib/server/http/body";
import { withAdmin } from "@/lib/server/http/handler";
import { approveApplication } from "@/lib/domain/business-applications/approve-application";
import { approveApplicationBodySchema } from "@/lib/contract/businesses/schemas";

// POST /api/business-applications/[id]/approve { adminNotes? }: list the business, notify the applicant (admins only)
export const POST = withAdmin<{ id: string }>(async ({ req, params, user }) => {
  const { adminNotes } = await readJson(req, approveApplicationBodySchema);
  return approveApplication(user, params.id, adminNotes);
}, { throttle: "review" });

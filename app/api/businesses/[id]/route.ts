import { readJson } from "@/lib/api/body";
import { withAdmin, withUser } from "@/lib/api/handler";
import { getBusiness } from "@/lib/services/businesses/get-business";
import { updateBusiness } from "@/lib/services/businesses/update-business";
import { updateBusinessBodySchema } from "@/lib/validations/businesses";

// GET /api/businesses/[id]: one business
export const GET = withUser<{ id: string }>(async ({ params, user }) => getBusiness(user, params.id));

// PUT /api/businesses/[id]: edit a business (admins only)
export const PUT = withAdmin<{ id: string }>(async ({ req, params, user }) =>
  updateBusiness(user, params.id, await readJson(req, updateBusinessBodySchema)),
  { throttle: "review" },
);

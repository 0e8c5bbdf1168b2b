import { readJson } from "@/lib/server/http/body";
import { withAdmin, withUser } from "@/lib/server/http/handler";
import { getBusiness } from "@/lib/domain/businesses/get-business";
import { updateBusiness } from "@/lib/domain/businesses/update-business";
import { updateBusinessBodySchema } from "@/lib/contract/businesses/schemas";

// GET /api/businesses/[id]: one business
export const GET = withUser<{ id: string }>(async ({ params, user }) => getBusiness(user, params.id));

// PUT /api/businesses/[id]: edit a business (admins only)
export const PUT = withAdmin<{ id: string }>(async ({ req, params, user }) =>
  updateBusiness(user, params.id, await readJson(req, updateBusinessBodySchema)),
  { throttle: "review" },
);

import { readJson, readQuery } from "@/lib/server/http/body";
import { withUser } from "@/lib/server/http/handler";
import { json } from "@/lib/server/http/respond";
import { createApplication } from "@/lib/domain/business-applications/create-application";
import { listApplications } from "@/lib/domain/business-applications/list-applications";
import { createBusinessApplicationBodySchema, listApplicationsQuerySchema } from "@/lib/contract/businesses/schemas";

// GET /api/business-applications?status=&scope=: admins all (with applicant), members their own
export const GET = withUser(async ({ req, user }) => listApplications(user, readQuery(req, listApplicationsQuerySchema)));

// POST /api/business-applications: apply to join PeerPicks (any member) -> 201
export const POST = withUser(async ({ req, user }) =>
  json(await createApplication(user, await readJson(req, createBusinessApplicationBodySchema)), 201),
  { throttle: "application" },
);

import { withUser } from "@/lib/api/handler";
import { readQuery } from "@/lib/api/body";
import { listBusinesses } from "@/lib/services/businesses/list-businesses";
import { listBusinessesQuerySchema } from "@/lib/validations/businesses";

// GET /api/businesses?businessType=&city=&search=&tags=&tags=: the directory, filters combined
export const GET = withUser(async ({ req }) => listBusinesses(readQuery(req, listBusinessesQuerySchema)));

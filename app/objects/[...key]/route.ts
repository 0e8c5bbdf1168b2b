import { withUser } from "@/lib/server/http/handler";
import { serveObject } from "@/lib/server/uploads/serve-object";

type Params = { key: string[] };

// GET /objects/[...key]: a stored image or video, for a signed-in member who may see content carrying
// its address (404 otherwise, as for a missing object; Range -> 206)
export const GET = withUser(({ req, params, user }) => serveObject(req, (params as unknown as Params).key, false, user));

// HEAD /objects/[...key]: the same headers without the body
export const HEAD = withUser(({ req, params, user }) => serveObject(req, (params as unknown as Params).key, true, user));

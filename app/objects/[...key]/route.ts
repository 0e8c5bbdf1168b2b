import { withUser } from "@/lib/api/handler";
import { serveObject } from "@/lib/uploads/serve-object";

type Params = { key: string[] };

// GET /objects/[...key]: a stored image or video for signed-in members (Range -> 206)
export const GET = withUser(({ req, params }) => serveObject(req, (params as unknown as Params).key, false));

// HEAD /objects/[...key]: the same headers without the body
export const HEAD = withUser(({ req, params }) => serveObject(req, (params as unknown as Params).key, true));
